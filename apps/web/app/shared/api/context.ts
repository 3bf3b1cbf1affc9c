import { createContext } from 'react-router';
import type { ApiClient } from './client.server.ts';

/** The request's API client, set by the root middleware for every loader. */
export const apiContext = createContext<ApiClient>();
