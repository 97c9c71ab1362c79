import {SuiGrpcClient} from '@mysten/sui/grpc';

// #region backoff
/**
 * Runs `operation`, retrying failures with exponential backoff and full jitter.
 * `isTransient` decides which errors are worth another attempt; others are rethrown at once.
 */
export async function withBackoff<T>(
  operation: () => Promise<T>,
  {
    attempts = 5,
    baseDelayMs = 250,
    maxDelayMs = 8_000,
    isTransient = (_error: unknown) => true,
  }: {attempts?: number; baseDelayMs?: number; maxDelayMs?: number; isTransient?: (error: unknown) => boolean} = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!isTransient(error)) throw error;
      lastError = error;
      const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
  throw lastError;
}
// #endregion

// #region failover
/** One client per endpoint; reads go to the first endpoint that answers. */
export function createFailoverReader(endpoints: string[]) {
  const clients = endpoints.map((baseUrl) => new SuiGrpcClient({network: 'mainnet', baseUrl}));

  return async function read<T>(operation: (client: SuiGrpcClient) => Promise<T>): Promise<T> {
    let lastError: unknown;
    for (const client of clients) {
      try {
        return await withBackoff(() => operation(client), {attempts: 3});
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  };
}
// #endregion

// #region usage
const read = createFailoverReader([
  'https://fullnode.mainnet.sui.io:443',
  // Add your provider's or your own full node's URL here.
]);

export async function suiBalance(owner: string) {
  const {balance} = await read((client) => client.getBalance({owner}));
  return balance.balance;
}
// #endregion
