import { Component, Suspense, type ReactNode } from 'react'
import { clientLog } from './client-log'

type FailureBoundaryProps = {
  /** What fails here, for the report ("region main", "video player"). */
  name: string
  /** When this changes (the page did), a part that failed renders again. */
  resetKey?: string | null
  /** Shown while the part loads and in its place if it fails; nothing unless given. */
  fallback?: ReactNode
  children: ReactNode
}

type FailureBoundaryState = { failed: boolean; resetKey: string | null | undefined }

/**
 * A part of the page that fails reports to the client log and renders nothing; the rest of the
 * page lives. It tries again when `resetKey` changes, so a failure on one page does not hide the
 * part on the next. The Suspense boundary matters on the server: a render error inside it is left
 * for the client to retry instead of failing the whole response.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, FailureBoundaryState> {
  override state: FailureBoundaryState = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<FailureBoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: FailureBoundaryProps, state: FailureBoundaryState): Partial<FailureBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown): void {
    const cause = error instanceof Error ? error : new Error(String(error))
    clientLog('error', new Error(`${this.props.name} failed to render: ${cause.message}`, { cause }))
  }

  override render() {
    const fallback = this.props.fallback ?? null
    if (this.state.failed) return fallback
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>
  }
}
