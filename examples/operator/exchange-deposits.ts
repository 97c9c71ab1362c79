// Checkpoint-driven deposit tracking for an exchange, against your own full node's gRPC API.
// #region client
import {SuiGrpcClient} from '@mysten/sui/grpc';

// Your own full node (or a contracted provider), never the rate-limited public endpoint.
export const client = new SuiGrpcClient({network: 'mainnet', baseUrl: 'http://127.0.0.1:9000'});
// #endregion client

// #region deposits
import {normalizeStructTag, normalizeSuiAddress} from '@mysten/sui/utils';

// Compare full, normalized type tags: a look-alike coin such as 0xbad::sui::SUI must never count as SUI.
const SUI_TYPE = normalizeStructTag('0x2::sui::SUI');

/** One credit to a customer's deposit address, keyed for idempotent booking. */
export interface Deposit {
  key: string; // `${digest}:${address}:${coinType}`
  checkpoint: bigint;
  digest: string;
  address: string;
  coinType: string;
  amount: bigint; // MIST for SUI
}

/**
 * Reads one checkpoint and returns the positive balance changes that land on any of
 * `depositAddresses`. Failed transactions are skipped: they move only gas.
 */
export async function depositsInCheckpoint(
  sequenceNumber: bigint,
  depositAddresses: ReadonlySet<string>,
): Promise<Deposit[]> {
  const {response} = await client.ledgerService.getCheckpoint({
    checkpointId: {oneofKind: 'sequenceNumber', sequenceNumber},
    readMask: {
      paths: ['sequence_number', 'transactions.digest', 'transactions.effects.status', 'transactions.balance_changes'],
    },
  });

  const deposits: Deposit[] = [];
  for (const tx of response.checkpoint?.transactions ?? []) {
    if (!tx.digest || tx.effects?.status?.success !== true) continue;
    for (const change of tx.balanceChanges) {
      if (!change.address || !change.coinType || !change.amount) continue;
      const address = normalizeSuiAddress(change.address);
      const amount = BigInt(change.amount);
      if (amount <= 0n || !depositAddresses.has(address)) continue;
      deposits.push({
        key: `${tx.digest}:${address}:${change.coinType}`,
        checkpoint: sequenceNumber,
        digest: tx.digest,
        address,
        coinType: change.coinType,
        amount,
      });
    }
  }
  return deposits;
}

/** The newest checkpoint the node has executed. */
export async function latestCheckpoint(): Promise<bigint> {
  const {response} = await client.ledgerService.getCheckpoint({
    checkpointId: {oneofKind: undefined},
    readMask: {paths: ['sequence_number']},
  });
  return response.checkpoint?.sequenceNumber ?? 0n;
}

/**
 * Processes checkpoints in order from `cursor`, books each deposit, and stores the cursor after
 * every checkpoint so a restart resumes where it stopped. Checkpoints never reorganize, so a
 * processed checkpoint never has to be revisited.
 */
export async function followDeposits(
  cursor: bigint,
  depositAddresses: ReadonlySet<string>,
  book: (deposit: Deposit) => Promise<void>,
  saveCursor: (next: bigint) => Promise<void>,
): Promise<never> {
  for (;;) {
    const tip = await latestCheckpoint();
    while (cursor <= tip) {
      for (const deposit of await depositsInCheckpoint(cursor, depositAddresses)) {
        if (normalizeStructTag(deposit.coinType) === SUI_TYPE) await book(deposit);
      }
      cursor += 1n;
      await saveCursor(cursor);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
// #endregion deposits
