/** Fills `{name}` placeholders of a catalogue message; an unknown placeholder stays visible so a typo shows. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))
}
