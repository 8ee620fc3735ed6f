/**
 * A schema of its own for each PostgreSQL test suite, so suites run in parallel (and against a
 * shared DATABASE_URL) without seeing one another's tables; dropped when the suite ends.
 */
import { randomUUID } from 'node:crypto'
import { Client } from 'pg'
import { inject } from 'vitest'

export type TestSchema = { url: string; drop: () => Promise<void> }

/** The test PostgreSQL's URL (postgres-global-setup.ts); null when there is none. */
export function testPostgresUrl(): string | null {
  return inject('postgresUrl')
}

/** Creates an empty schema and returns a URL whose connections use it. */
export async function createTestSchema(baseUrl: string): Promise<TestSchema> {
  const schema = `test_${randomUUID().replaceAll('-', '_')}`
  await withClient(baseUrl, (client) => client.query(`create schema ${schema}`))
  const url = new URL(baseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.toString(),
    drop: () => withClient(baseUrl, (client) => client.query(`drop schema ${schema} cascade`)).then(() => undefined),
  }
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
