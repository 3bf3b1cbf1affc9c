import { createContext as createReactContext } from 'react';
import { createContext } from 'react-router';

/** The page's CSP nonce, made per render by the Node server (server/server.ts); '' when none. */
export const nonceContext = createContext<string>('');

/** The same nonce for the document's own inline scripts; undefined in the browser. */
export const NonceContext = createReactContext<string | undefined>(undefined);
