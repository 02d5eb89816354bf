/**
 * Imports every module that registers version content (see `project-content-registry.ts`), so whole-version
 * operations see the same modules in API Lambdas and in the job consumer. One line per module.
 */
import '../content/content-registrations.ts'
import '../knowledge/register-knowledge-content.ts'
import '../sources/register-source-content.ts'
import '../training/register-training-content.ts'
import '../deployment/register-deployment-content.ts'
