import { useEffect, type ReactNode } from 'react'
import type { RegionData } from '../../content-model/content-model'
import { clientLog } from '../../shared/client-log'
import { FailureBoundary } from '../../shared/failure-boundary'

/**
 * A shell region that fails reports and renders nothing; the page lives. `page` is the page being
 * shown: on the next page a region that failed renders again.
 */
export function RegionBoundary({ region, page, children }: { region: string; page?: string | null; children: ReactNode }) {
  return (
    <FailureBoundary name={`Region ${region}`} resetKey={page}>
      {children}
    </FailureBoundary>
  )
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
