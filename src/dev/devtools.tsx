/** Development-only tools (npm run dev): TanStack Devtools with the Router, Query, segments and experiments panels. */
import { TanStackDevtools } from '@tanstack/react-devtools'
import { ReactQueryDevtoolsPanel } from '@tanstack/react-query-devtools'
import { TanStackRouterDevtoolsPanel } from '@tanstack/react-router-devtools'
import { ExperimentsPanel } from './experiments-panel'
import { SegmentsPanel } from './segments-panel'

export default function Devtools() {
  return (
    <TanStackDevtools
      plugins={[
        { name: 'TanStack Query', render: <ReactQueryDevtoolsPanel /> },
        { name: 'TanStack Router', render: <TanStackRouterDevtoolsPanel /> },
        { name: 'Segments & modals', render: <SegmentsPanel /> },
        { name: 'Experiments', render: <ExperimentsPanel /> },
      ]}
    />
  )
}
