type Ports<N extends number, Acc extends number[] = []> = Acc['length'] extends N
  ? Acc
  : Ports<N, [...Acc, number]>;

/** `n` distinct free loopback ports. */
export function freePorts<N extends 1 | 2 | 3 | 4 | 5 | 6>(n: N): Promise<Ports<N>>;
/** `n` distinct free loopback ports, found by a short child process (so the caller need not wait). */
export function freePortsSync<N extends 1 | 2 | 3 | 4 | 5 | 6>(n: N): Ports<N>;
