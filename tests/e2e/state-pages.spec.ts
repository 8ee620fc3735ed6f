import { describeStatePages } from '../support/state-pages-scenario'
import { E2E_SERVERS } from './servers'

describeStatePages(E2E_SERVERS.statePages.url)
