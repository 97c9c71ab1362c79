import {SuiGrpcClient} from '@mysten/sui/grpc';

const client = new SuiGrpcClient({
  network: 'testnet',
  baseUrl: 'https://fullnode.testnet.sui.io:443',
});

// #region stream
/**
 * Follows new checkpoints as the full node executes them and reports every event whose
 * type starts with `typePrefix` (a package, a module, or a full type name).
 */
export async function followEvents(
  typePrefix: string,
  onEvent: (event: {checkpoint: bigint; digest: string; type: string; json: unknown}) => void,
  signal?: AbortSignal,
) {
  const call = client.subscriptionService.subscribeCheckpoints(
    {
      readMask: {
        paths: ['sequence_number', 'transactions.digest', 'transactions.events'],
      },
    },
    {abort: signal},
  );

  for await (const frame of call.responses) {
    const checkpoint = frame.checkpoint;
    if (!checkpoint) continue;
    for (const tx of checkpoint.transactions) {
      for (const event of tx.events?.events ?? []) {
        if (!event.eventType?.startsWith(typePrefix)) continue;
        onEvent({
          checkpoint: checkpoint.sequenceNumber ?? frame.cursor ?? 0n,
          digest: tx.digest ?? '',
          type: event.eventType,
          json: event.json,
        });
      }
    }
  }
}
// #endregion
