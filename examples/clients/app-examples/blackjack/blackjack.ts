import {bcs} from '@mysten/sui/bcs';
import type {Signer} from '@mysten/sui/cryptography';
import {SuiGrpcClient} from '@mysten/sui/grpc';
import {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import {Transaction} from '@mysten/sui/transactions';

const client = new SuiGrpcClient({network: 'testnet', baseUrl: 'https://fullnode.testnet.sui.io:443'});
const PACKAGE_ID = process.env.BLACKJACK_PACKAGE_ID ?? '';
const HOUSE_ID = process.env.BLACKJACK_HOUSE_ID ?? '';
const HAND_TYPE = `${PACKAGE_ID}::table::Hand`;

// #region run
/** Signs and runs a transaction, throws on failure, and returns the IDs of new `Hand` objects. */
async function run(signer: Signer, tx: Transaction): Promise<string[]> {
  const result = await client.signAndExecuteTransaction({
    transaction: tx,
    signer,
    include: {effects: true, objectTypes: true},
  });
  if (result.$kind === 'FailedTransaction') {
    throw new Error(`Transaction ${result.FailedTransaction.digest} failed`);
  }
  await client.waitForTransaction({result});
  const {effects, objectTypes} = result.Transaction;
  return effects.changedObjects
    .filter((change) => change.inputState === 'DoesNotExist' && objectTypes[change.objectId] === HAND_TYPE)
    .map((change) => change.objectId);
}
// #endregion

// #region actions
/** Opens a hand with `stakeMist` from the gas coin; returns the new hand's ID. */
export async function deal(player: Signer, stakeMist: bigint): Promise<string> {
  const tx = new Transaction();
  const [stake] = tx.splitCoins(tx.gas, [stakeMist]);
  tx.moveCall({
    target: `${PACKAGE_ID}::table::deal`,
    arguments: [tx.object(HOUSE_ID), stake, tx.object.random(), tx.object.clock()],
  });
  const [handId] = await run(player, tx);
  if (!handId) throw new Error('deal created no Hand');
  return handId;
}

/** `hit` or `stand`: one Move call that takes the hand and the Random object. */
export async function act(player: Signer, handId: string, action: 'hit' | 'stand'): Promise<void> {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE_ID}::table::${action}`,
    arguments: [tx.object(handId), tx.object.random()],
  });
  await run(player, tx);
}

/** Pays out a hand that stood or busted. Any address can send it. */
export async function settle(signer: Signer, handId: string): Promise<void> {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PACKAGE_ID}::table::settle`,
    arguments: [tx.object(handId), tx.object(HOUSE_ID)],
  });
  await run(signer, tx);
}
// #endregion

// #region read
/** `blackjack::table::Hand`, in field order; `stakes` is a `Balance`, a struct with one u64. */
const HandBcs = bcs.struct('Hand', {
  id: bcs.Address,
  house: bcs.Address,
  player: bcs.Address,
  stakes: bcs.struct('Balance', {value: bcs.u64()}),
  player_cards: bcs.vector(bcs.u8()),
  dealer_cards: bcs.vector(bcs.u8()),
  stood: bcs.bool(),
  deadline_ms: bcs.u64(),
});

/** The same scoring as `table::total`: face cards are 10, one ace may be 11. */
export function total(cards: number[]): number {
  const sum = cards.reduce((acc, rank) => acc + Math.min(rank, 10), 0);
  return cards.includes(1) && sum + 10 <= 21 ? sum + 10 : sum;
}

export async function readHand(handId: string) {
  const {object} = await client.getObject({objectId: handId, include: {content: true}});
  const hand = HandBcs.parse(object.content);
  return {player: hand.player_cards, dealerUpCard: hand.dealer_cards[0], stood: hand.stood};
}
// #endregion

// #region main
/** Plays one hand with a simple strategy: hit below 17, then stand. */
export async function main(): Promise<void> {
  const player = Ed25519Keypair.fromSecretKey(process.env.SUI_SECRET_KEY ?? '');
  const handId = await deal(player, 10_000_000n);

  let hand = await readHand(handId);
  while (total(hand.player) < 17) {
    await act(player, handId, 'hit');
    hand = await readHand(handId);
  }
  if (total(hand.player) <= 21) await act(player, handId, 'stand');
  await settle(player, handId);
  console.log(`Your cards: ${hand.player.join(', ')} (total ${total(hand.player)})`);
}
// #endregion
