import { Component, Suspense, useEffect, type ReactNode } from 'react'
import type { RegionData } from '../../queries/content-model'
import { clientLog } from '../../shared/client-log'

type BoundaryProps = { region: string; children: ReactNode }

/**
 * A shell region that fails reports to the client log and renders nothing; the page lives.
 * The Suspense boundary matters on the server: a render error inside it is left for the client
 * to retry instead of failing the whole response.
 */
export class RegionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    const cause = error instanceof Error ? error : new Error(String(error))
    clientLog('error', new Error(`Region ${this.props.region} failed to render: ${cause.message}`, { cause }))
  }

  override render() {
    if (this.state.failed) return null
    return <Suspense fallback={null}>{this.props.children}</Suspense>
  }
}

function ReportRegionData({ region, error }: { region: string; error: string }) {
  useEffect(() => {
    clientLog('error', new Error(`Region ${region} has malformed content: ${error}`))
  }, [region, error])
  return null
}

/** Renders a region from its separately validated content; malformed content reports once and renders nothing. */
export function WithRegionData<T>({
  region,
  data,
  children,
}: {
  region: string
  data: RegionData<T>
  children: (value: T) => ReactNode
}) {
  if (!data.ok) return <ReportRegionData region={region} error={data.error} />
  return children(data.value)
}
