/** Time is a port: the core never reads the clock itself. */
export interface Clock {
  now(): Date;
}
