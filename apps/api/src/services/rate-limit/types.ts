export type RateDecision = {
  allowed: boolean;
  // Hits in the current window, this one included.
  count: number;
  // When the window ends; what a Retry-After header says when not allowed.
  retryAfterMs: number;
};

// Fixed-window counters: at most `limit` hits of one key per window.
export interface RateLimiter {
  readonly name: string;
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  // Hits of a key in its current window, without counting one more (0 when none).
  peek(key: string): Promise<{ count: number; retryAfterMs: number }>;
  close(): Promise<void>;
}
