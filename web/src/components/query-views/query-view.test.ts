import { describe, expect, it } from 'vitest'
import type { PageView } from '../../app/route-catalogue.ts'
import { activeView, searchForView, viewId } from './query-view.ts'

const view = (parameter: string, value: string): PageView => ({ parameter, value, label: value, description: value })
const dataSources = [view('dc', 'info'), view('dc', 'links'), view('dc', 'files')]
const evaluation = [view('pgw', 'tests'), view('pg', 'playground'), view('pg', 'testcases')]

describe('activeView', () => {
  it('reads the view the query names', () => {
    expect(activeView(dataSources, new URLSearchParams('dc=links'))?.value).toBe('links')
    expect(activeView(evaluation, new URLSearchParams('pg=testcases'))?.value).toBe('testcases')
  })

  it('falls back to the first view when the query names none or an unknown one', () => {
    expect(activeView(dataSources, new URLSearchParams(''))?.value).toBe('info')
    expect(activeView(dataSources, new URLSearchParams('dc=nonsense'))?.value).toBe('info')
  })

  it('has nothing to show for a page without views', () => {
    expect(activeView([], new URLSearchParams('dc=links'))).toBeUndefined()
  })
})

describe('searchForView', () => {
  it('sets the chosen view and keeps unrelated parameters', () => {
    const next = searchForView(dataSources, new URLSearchParams('dc=info&redirect=%2Fx'), dataSources[2]!)
    expect(next.toString()).toBe('redirect=%2Fx&dc=files')
  })

  it('drops the parameter of another view of the same tabs', () => {
    const next = searchForView(evaluation, new URLSearchParams('pgw=tests'), evaluation[1]!)
    expect(next.toString()).toBe('pg=playground')
  })

  it('names a view by its query pair', () => {
    expect(viewId(dataSources[1]!)).toBe('dc=links')
  })
})
