/** A visitor is in a fundraising-disabled location when their state is in the disabled list (docs/behaviour.md §12). */
export function isFundraisingDisabledLocation(stateCode: string | undefined, disabledStates: readonly string[]): boolean {
  return stateCode !== undefined && disabledStates.includes(stateCode.toUpperCase())
}
