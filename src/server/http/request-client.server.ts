/** The current request's client address (client-address.ts), as the configuration trusts proxies. */
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { getConfig } from '../../../app.config.ts'
import { runsOnWorkers } from '../edge-runtime.ts'
import { clientAddress } from './client-address.ts'

export function requestClientAddress(): string {
  // Without options the framework answers the socket's peer, never a header.
  return clientAddress({ peer: getRequestIP(), headers: getRequest().headers, trust: getConfig().proxyTrust, onWorkers: runsOnWorkers })
}
