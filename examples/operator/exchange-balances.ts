// #region balances
import {SuiGrpcClient} from '@mysten/sui/grpc';
import {MIST_PER_SUI} from '@mysten/sui/utils';

const client = new SuiGrpcClient({network: 'mainnet', baseUrl: 'http://127.0.0.1:9000'});

/** Returns the SUI held by `owner`, split into coin objects and the address balance, in MIST. */
export async function suiHoldings(owner: string) {
  const {balance} = await client.getBalance({owner}); // coinType defaults to 0x2::sui::SUI
  return {
    total: BigInt(balance.balance),
    inCoins: BigInt(balance.coinBalance),
    inAddressBalance: BigInt(balance.addressBalance),
  };
}

/** Compares the chain with your ledger and returns the difference in MIST (0n when they agree). */
export async function reconcile(owner: string, ledgerMist: bigint): Promise<bigint> {
  const {total} = await suiHoldings(owner);
  const drift = total - ledgerMist;
  if (drift !== 0n) {
    console.warn(
      `${owner}: chain ${total} MIST, ledger ${ledgerMist} MIST (${Number(drift) / Number(MIST_PER_SUI)} SUI)`,
    );
  }
  return drift;
}
// #endregion balances
