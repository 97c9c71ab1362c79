import {bcs} from '@mysten/sui/bcs';
import {SuiGrpcClient} from '@mysten/sui/grpc';
import {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import {Transaction} from '@mysten/sui/transactions';

const client = new SuiGrpcClient({network: 'testnet', baseUrl: 'https://fullnode.testnet.sui.io:443'});
const PACKAGE_ID = process.env.COIN_FLIP_PACKAGE_ID ?? '';
/** The shared House that `init` created; find it under Created Objects when you publish. */
const HOUSE_ID = process.env.COIN_FLIP_HOUSE_ID ?? '';

// #region events
/** `coin_flip::flip::Flipped`, field by field. */
const FlippedBcs = bcs.struct('Flipped', {
  player: bcs.Address,
  stake: bcs.u64(),
  guessed_heads: bcs.bool(),
  landed_heads: bcs.bool(),
});
// #endregion

// #region play
/** Stakes `stakeMist` on heads or tails and reports whether the player won. */
export async function flip(player: Ed25519Keypair, stakeMist: bigint, guessHeads: boolean): Promise<boolean> {
  const tx = new Transaction();
  const [stake] = tx.splitCoins(tx.gas, [stakeMist]);
  tx.moveCall({
    target: `${PACKAGE_ID}::flip::play`,
    arguments: [tx.object(HOUSE_ID), stake, tx.pure.bool(guessHeads), tx.object.random()],
  });

  const result = await client.signAndExecuteTransaction({
    transaction: tx,
    signer: player,
    include: {events: true},
  });
  if (result.$kind === 'FailedTransaction') {
    throw new Error(`Flip ${result.FailedTransaction.digest} failed`);
  }
  const event = result.Transaction.events.find((e) => e.eventType === `${PACKAGE_ID}::flip::Flipped`);
  if (!event) throw new Error('No Flipped event in the transaction.');
  const flipped = FlippedBcs.parse(event.bcs);
  return flipped.guessed_heads === flipped.landed_heads;
}
// #endregion

// #region fund
/** Adds SUI from the signer's gas coin to the house's pot. */
export async function fund(signer: Ed25519Keypair, amountMist: bigint): Promise<string> {
  const tx = new Transaction();
  const [coin] = tx.splitCoins(tx.gas, [amountMist]);
  tx.moveCall({target: `${PACKAGE_ID}::flip::fund`, arguments: [tx.object(HOUSE_ID), coin]});
  const result = await client.signAndExecuteTransaction({transaction: tx, signer});
  if (result.$kind === 'FailedTransaction') throw new Error('Funding failed');
  return result.Transaction.digest;
}
// #endregion

// #region main
export async function main(): Promise<void> {
  const player = Ed25519Keypair.fromSecretKey(process.env.SUI_SECRET_KEY ?? '');
  const won = await flip(player, 10_000_000n, true); // 0.01 SUI on heads
  console.log(won ? 'Heads: you won 0.02 SUI' : 'Tails: the house keeps your stake');
}
// #endregion
