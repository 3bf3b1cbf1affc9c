// Time as the app sees it; tests pass their own to move past expiries without waiting.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
