/**
 * A Contentful stand-in (scripts/support/contentful-stand-in-server.ts) started for each test of a
 * file on a temporary copy of an export, with its requests let past the MSW mocks. `publish`
 * rewrites the export whole, as an editor's publish changes the space; `control` takes it down
 * and brings it back.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, passthrough } from 'msw'
import { afterEach, beforeEach } from 'vitest'
import { startContentfulStandIn, type ContentfulStandIn } from '../../scripts/support/contentful-stand-in-server.ts'
import { server } from '../mocks/server.ts'

export type StandInPerTest = {
  readonly url: string
  /** The export file it serves (to write something that is not JSON, say). */
  readonly file: string
  publish(data: unknown): void
  control(state: 'up' | 'down'): Promise<Response>
}

export function contentfulStandInPerTest({ initial, spaceId, accessToken }: { initial: unknown; spaceId: string; accessToken: string }): StandInPerTest {
  let dir = ''
  let standIn: ContentfulStandIn | undefined
  const handle: StandInPerTest = {
    get url() {
      return standIn?.url ?? ''
    },
    get file() {
      return join(dir, 'export.json')
    },
    publish(data) {
      writeFileSync(`${handle.file}.tmp`, JSON.stringify(data))
      renameSync(`${handle.file}.tmp`, handle.file)
    },
    control: (state) => fetch(`${handle.url}/_stand-in/${state}`, { method: 'POST' }),
  }
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'contentful-stand-in-'))
    handle.publish(initial)
    standIn = await startContentfulStandIn({ port: 0, exportPath: handle.file, spaceId, environment: 'master', accessToken })
    // A real server on this machine: its requests go out, past the mocks.
    server.use(http.all(`${standIn.url}/*`, () => passthrough()))
  })
  afterEach(async () => {
    await standIn?.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return handle
}
