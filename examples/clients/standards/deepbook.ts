// DeepBookV3 from TypeScript: set-up, queries, orders, swaps, and a routed swap.
import {deepbook, OrderType, SelfMatchingOptions} from '@mysten/deepbook-v3';
import {SuiGrpcClient} from '@mysten/sui/grpc';
import type {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import {Transaction} from '@mysten/sui/transactions';

// #region setup
export function makeClient(address: string, balanceManagerId?: string) {
  return new SuiGrpcClient({
    network: 'mainnet',
    baseUrl: 'https://fullnode.mainnet.sui.io:443',
  }).$extend(
    deepbook({
      address,
      // Keys you choose, mapped to BalanceManager objects you own.
      balanceManagers: balanceManagerId ? {MANAGER: {address: balanceManagerId}} : undefined,
    }),
  );
}
type Client = ReturnType<typeof makeClient>;
// #endregion setup

// #region manager
/** Create a BalanceManager and share it; fund it in a later transaction. */
export function createManager(client: Client): Transaction {
  const tx = new Transaction();
  tx.add(client.deepbook.balanceManager.createAndShareBalanceManager());
  return tx;
}

/** Deposit SUI and DEEP into an existing manager (amounts in whole coins). */
export function fundManager(client: Client): Transaction {
  const tx = new Transaction();
  tx.add(client.deepbook.balanceManager.depositIntoManager('MANAGER', 'SUI', 10));
  tx.add(client.deepbook.balanceManager.depositIntoManager('MANAGER', 'DEEP', 5));
  return tx;
}
// #endregion manager

// #region query
export async function describePool(client: Client, poolKey = 'SUI_USDC') {
  const mid = await client.deepbook.midPrice(poolKey);
  const book = await client.deepbook.poolBookParams(poolKey);
  const fees = await client.deepbook.poolTradeParams(poolKey);
  const depth = await client.deepbook.getLevel2TicksFromMid(poolKey, 5);
  const quote = await client.deepbook.getQuoteQuantityOut(poolKey, 100);

  console.log(`mid price ${mid}`);
  console.log(`tick ${book.tickSize}, lot ${book.lotSize}, min ${book.minSize}`);
  console.log(`taker fee ${fees.takerFee}, maker fee ${fees.makerFee}`);
  console.log(`best bid ${depth.bid_prices[0]}, best ask ${depth.ask_prices[0]}`);
  console.log(`selling 100 base returns ${quote.quoteOut} quote, needs ${quote.deepRequired} DEEP`);
}
// #endregion query

// #region orders
export function placeOrders(client: Client): Transaction {
  const tx = new Transaction();

  // Bid for 10 SUI at 3.5 USDC, resting on the book only (post only).
  tx.add(
    client.deepbook.deepBook.placeLimitOrder({
      poolKey: 'SUI_USDC',
      balanceManagerKey: 'MANAGER',
      clientOrderId: '1',
      price: 3.5,
      quantity: 10,
      isBid: true,
      orderType: OrderType.POST_ONLY,
      selfMatchingOption: SelfMatchingOptions.CANCEL_TAKER,
      payWithDeep: true,
    }),
  );

  // Sell 5 SUI at the best available prices right now.
  tx.add(
    client.deepbook.deepBook.placeMarketOrder({
      poolKey: 'SUI_USDC',
      balanceManagerKey: 'MANAGER',
      clientOrderId: '2',
      quantity: 5,
      isBid: false,
      payWithDeep: true,
    }),
  );
  return tx;
}

export function cancelEverything(client: Client): Transaction {
  const tx = new Transaction();
  tx.add(client.deepbook.deepBook.cancelAllOrders('SUI_USDC', 'MANAGER'));
  tx.add(client.deepbook.deepBook.withdrawSettledAmounts('SUI_USDC', 'MANAGER'));
  return tx;
}
// #endregion orders

// #region swap
/** Swap 10 SUI for USDC without a BalanceManager, paying fees in DEEP. */
export async function swapSuiForUsdc(client: Client, signer: Ed25519Keypair) {
  const owner = signer.toSuiAddress();
  const tx = new Transaction();
  const [baseLeft, quoteOut, deepLeft] = tx.add(
    client.deepbook.deepBook.swapExactBaseForQuote({
      poolKey: 'SUI_USDC',
      amount: 10, // SUI in
      deepAmount: 1, // DEEP available for fees; the unused part is returned
      minOut: 30, // abort unless at least 30 USDC come out
    }),
  );
  tx.transferObjects([baseLeft, quoteOut, deepLeft], owner);

  const result = await client.signAndExecuteTransaction({transaction: tx, signer});
  if (result.$kind === 'FailedTransaction') throw new Error('Swap failed');
  return result.Transaction.digest;
}
// #endregion swap

// #region route
/** Route DEEP -> SUI -> USDC through two pools in one atomic transaction. */
export function routeDeepToUsdc(client: Client, owner: string): Transaction {
  const tx = new Transaction();

  // Hop 1: sell DEEP (base of DEEP_SUI) for SUI, paying the fee in the input token.
  const [deepLeft, suiOut, deepFeeLeft] = tx.add(
    client.deepbook.deepBook.swapExactBaseForQuote({
      poolKey: 'DEEP_SUI',
      amount: 100,
      deepAmount: 0,
      minOut: 0, // the final hop carries the slippage check
    }),
  );

  // Hop 2: sell the SUI from hop 1 (base of SUI_USDC) for USDC.
  const [suiLeft, usdcOut, deepFeeLeft2] = tx.add(
    client.deepbook.deepBook.swapExactBaseForQuote({
      poolKey: 'SUI_USDC',
      amount: 0, // ignored when baseCoin is given
      baseCoin: suiOut,
      deepAmount: 0,
      minOut: 2, // minimum USDC for the whole route
    }),
  );

  tx.transferObjects([deepLeft, deepFeeLeft, suiLeft, usdcOut, deepFeeLeft2], owner);
  return tx;
}
// #endregion route
