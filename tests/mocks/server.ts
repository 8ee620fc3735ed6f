import { setupServer } from 'msw/node'

/** The MSW server of the unit and integration tests; tests add their handlers with server.use(). */
export const server = setupServer()
