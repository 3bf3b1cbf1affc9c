// What the route modules may use of the sign-in feature on the server.
export { handleSession } from './session-action.server.ts';
