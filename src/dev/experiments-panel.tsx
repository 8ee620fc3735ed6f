/** Development panel: every experiment, this visitor's assignment, and links that force a variation. */
import { useQuery } from '@tanstack/react-query'
import { experimentSummariesQueryOptions } from '../features/experiments/experiment-summaries-query-options'
import { useAppStore } from '../stores/app-store-context'

export function ExperimentsPanel() {
  const language = useAppStore((state) => state.language)
  const assignments = useAppStore((state) => state.experiments)
  const pagePath = useAppStore((state) => state.pagePath) ?? '/'
  const { data: experiments = [] } = useQuery(experimentSummariesQueryOptions(language))
  return (
    <div style={{ padding: 12, fontFamily: 'monospace', fontSize: 12, display: 'grid', gap: 12 }}>
      {experiments.length === 0 ? <div>No experiments in the content.</div> : null}
      {experiments.map((experiment) => (
        <section key={experiment.name}>
          <strong>{experiment.name}</strong> {experiment.isActive ? '(active)' : '(inactive)'}
          <div>conditions: {JSON.stringify(experiment.conditions)}</div>
          <div>assigned here: {assignments[experiment.name] ?? '—'}</div>
          <div>
            force:{' '}
            {experiment.choices.map((choice) => (
              <a key={choice} href={`${pagePath}?experiment-${encodeURIComponent(experiment.name)}=${encodeURIComponent(choice)}`} style={{ marginRight: 8 }}>
                {choice}
              </a>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
