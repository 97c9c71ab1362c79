import {SuiGrpcClient} from '@mysten/sui/grpc';
import {coinWithBalance, Transaction} from '@mysten/sui/transactions';

const client = new SuiGrpcClient({network: 'testnet', baseUrl: 'https://fullnode.testnet.sui.io:443'});

// #region balance
/** Total, coin-object, and address-balance amounts of one coin type. */
export async function showBalance(owner: string, coinType = '0x2::sui::SUI') {
  const {balance} = await client.getBalance({owner, coinType});
  console.log(
    `total ${balance.balance}, in coins ${balance.coinBalance}, in address balance ${balance.addressBalance}`,
  );
}
// #endregion

// #region list
/** Every coin object of one type that `owner` holds, across all pages. */
export async function listAllCoins(owner: string, coinType: string) {
  const coins = [];
  let cursor: string | null = null;
  do {
    const page = await client.listCoins({owner, coinType, cursor});
    coins.push(...page.objects);
    cursor = page.hasNextPage ? page.cursor : null;
  } while (cursor);
  return coins;
}
// #endregion

// #region merge-all
/** Merges all coins of a non-SUI type into one coin. */
export async function mergeAll(owner: string, coinType: string): Promise<Transaction | null> {
  const coins = await listAllCoins(owner, coinType);
  if (coins.length < 2) return null;
  const [primary, ...rest] = coins;
  const tx = new Transaction();
  // One command takes a limited number of arguments, so merge in batches of
  // 500. The whole transaction also has an input-object cap: for thousands of
  // coins, spread the merges over several transactions.
  for (let i = 0; i < rest.length; i += 500) {
    const batch = rest.slice(i, i + 500);
    tx.mergeCoins(
      tx.object(primary.objectId),
      batch.map((coin) => tx.object(coin.objectId)),
    );
  }
  return tx;
}
// #endregion

// #region with-balance
/** Sends an exact amount of any coin type without picking coins yourself. */
export function payExact(recipient: string, coinType: string, amount: bigint): Transaction {
  const tx = new Transaction();
  tx.transferObjects([coinWithBalance({type: coinType, balance: amount})], recipient);
  return tx;
}
// #endregion

// #region tx-coin
/** The same payment with `tx.coin`, the method form to prefer in new code. */
export function payExactFromAnySource(recipient: string, coinType: string, amount: bigint): Transaction {
  const tx = new Transaction();
  tx.transferObjects([tx.coin({type: coinType, balance: amount})], recipient);
  return tx;
}
// #endregion

// #region send-funds
/** Pays into the recipient's address balance instead of handing them a new coin object. */
export function payToAddressBalance(recipient: string, coinType: string, amount: bigint): Transaction {
  const tx = new Transaction();
  tx.moveCall({
    target: '0x2::coin::send_funds',
    typeArguments: [coinType],
    arguments: [tx.coin({type: coinType, balance: amount}), tx.pure.address(recipient)],
  });
  return tx;
}
// #endregion

// #region gas-coin
/** Splits SUI from the gas coin: what is left in it pays for gas. */
export function splitFromGas(recipient: string): Transaction {
  const tx = new Transaction();
  const [coin] = tx.splitCoins(tx.gas, [500_000_000n]);
  tx.transferObjects([coin], recipient);
  return tx;
}

/** Sends all SUI of the given coins: transferring the gas coin itself empties it after gas. */
export function sendEverything(recipient: string): Transaction {
  const tx = new Transaction();
  tx.transferObjects([tx.gas], recipient);
  return tx;
}
// #endregion
