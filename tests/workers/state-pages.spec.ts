import { describeStatePages } from '../support/state-pages-scenario'
import { CONTENTFUL_STAND_IN, WORKERD_SNAPSHOT } from './workerd-servers'

// The Workers instance on the Contentful stand-in, whose export has the state pages added
// (make-stand-in-export.ts): the same scenario as on node (tests/e2e/state-pages.spec.ts).
describeStatePages(WORKERD_SNAPSHOT.url, CONTENTFUL_STAND_IN.exportPath)
