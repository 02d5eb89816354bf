import { apiPrefix } from '@platform/shared/routes'
import { consoleContentSecurityPolicy, consoleHeaders } from '@platform/shared/security-headers'
import { Duration, Stack } from 'aws-cdk-lib'
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2'
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront'
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { Construct } from 'constructs'
import { consolePaths } from '../../web/src/app/console-paths.ts'
import { appShellFile, prerenderedFileOf, prerenderedPaths } from '../../web/src/app/site-paths.ts'

export interface WebProps {
  webBucket: IBucket
  httpApi: IHttpApi
}

/** Where the widget's built files sit in the web bucket, and the path it is served under. */
export const widgetPathPrefix = '/widget'

/**
 * Pre-rendered public and docs pages are answered with their own HTML (`/pricing/` → `/pricing/index.html`).
 * The console is a single-page app: a console route (from its route catalogue, `/widget/` and `/widget/builder/`
 * included) is answered with its `index.html`; files, the widget's among them, pass through. Any other path is not
 * a page: it gets a 404 generated here, since S3 would answer 200 with whatever file the path is rewritten to.
 * Done at the edge rather than with error responses, which would also rewrite the API's 404s.
 */
export const singlePageAppRewrite = `
var consolePaths = ${JSON.stringify(consolePaths)};
var prerenderedFiles = ${JSON.stringify(Object.fromEntries(prerenderedPaths.map((path) => [path.length > 1 ? path.replace(/\/+$/, '') : path, `/${prerenderedFileOf(path)}`])))};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  var page = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  if (prerenderedFiles[page]) {
    request.uri = prerenderedFiles[page];
    return request;
  }
  if (consolePaths.indexOf(page) !== -1) {
    request.uri = '/${appShellFile}';
    return request;
  }
  return {
    statusCode: 404,
    statusDescription: 'Not Found',
    headers: { 'content-type': { value: 'text/html; charset=utf-8' }, 'cache-control': { value: 'no-cache' } },
    body: {
      encoding: 'text',
      data: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Page not found</h1><p>There is no page at this address. Go to the <a href="/">home page</a> or <a href="/projects/">your projects</a>.</p></body></html>',
    },
  };
}
`

/**
 * One CloudFront origin for the console, the widget and the API, so the session cookie is first-party and the
 * console needs no CORS. The widget iframe also calls the API from this origin; only its loader runs elsewhere.
 */
export class Web extends Construct {
  readonly distribution: Distribution
  /** The browser-facing origin, e.g. `https://d1234.cloudfront.net`. */
  readonly appOrigin: string

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id)

    const bucketOrigin = S3BucketOrigin.withOriginAccessControl(props.webBucket)
    const rewrite = new CloudFrontFunction(this, 'SinglePageAppRewrite', {
      code: FunctionCode.fromInline(singlePageAppRewrite),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for console routes and 404 for unknown paths',
    })
    const rewriteOnViewerRequest = [{ function: rewrite, eventType: FunctionEventType.VIEWER_REQUEST }]

    const stack = Stack.of(this)
    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    })

    const consoleHeadersPolicy = new ResponseHeadersPolicy(this, 'ConsoleSecurityHeaders', {
      comment: 'Console security headers (shared/src/security-headers.ts)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: consoleContentSecurityPolicy, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: consoleHeaders['permissions-policy'] ?? '', override: true },
        ],
      },
    })
    const embeddableHeadersPolicy = new ResponseHeadersPolicy(this, 'EmbeddableSecurityHeaders', {
      comment: 'Widget and embed pages: framed by customers, so no frame-ancestors (shared/src/security-headers.ts)',
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
      },
    })

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Console, widget and API',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: bucketOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        functionAssociations: rewriteOnViewerRequest,
        // The console's CSP (frame-ancestors 'none'), X-Frame-Options DENY, nosniff and HSTS, from the same
        // module the local gateway serves them from; the widget below is framed by customers' sites and has none.
        responseHeadersPolicy: consoleHeadersPolicy,
      },
      additionalBehaviors: {
        [`${widgetPathPrefix}/*`]: {
          origin: bucketOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          functionAssociations: rewriteOnViewerRequest,
          // No frame-blocking headers: customers' sites frame the widget; the app sets frame-ancestors per embed.
          responseHeadersPolicy: embeddableHeadersPolicy,
        },
        [`${apiPrefix}/*`]: {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET; plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, Origin and query strings reach the handlers; Host must stay the API's own for API Gateway.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
    })
    this.appOrigin = `https://${this.distribution.distributionDomainName}`
  }
}
