/**
 * The worker's variables for a local run, in a `.dev.vars` file that wrangler is pointed at
 * (`--env-file`): a file only its owner can read, rather than command-line arguments, which every
 * user of the machine can list.
 */
import { chmodSync, rmSync, writeFileSync } from 'node:fs'

/** Lines of `NAME="value"`, the value JSON-quoted (dotenv reads `\n` and `\"` inside double quotes). */
export function devVarsText(variables: Readonly<Record<string, string>>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
    .join('')
}

/** The variables of the configuration that are set (non-empty) in `env`. */
export function configurationVariablesSet(env: Readonly<Record<string, string | undefined>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (env[name]?.trim() ? [[name, env[name]!]] : [])))
}

export function writeDevVars(path: string, variables: Readonly<Record<string, string>>): void {
  writeFileSync(path, devVarsText(variables), { mode: 0o600 })
  // An earlier file may have been created with other permissions.
  chmodSync(path, 0o600)
}

export function removeDevVars(path: string): void {
  rmSync(path, { force: true })
}
