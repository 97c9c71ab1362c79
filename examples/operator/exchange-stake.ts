// #region stake
import {SuiGrpcClient} from '@mysten/sui/grpc';
import {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import {Transaction} from '@mysten/sui/transactions';

const client = new SuiGrpcClient({network: 'mainnet', baseUrl: 'http://127.0.0.1:9000'});

/** Stakes `amountMist` with `validator`; the resulting StakedSui object goes to the signer. */
export async function stake(owner: Ed25519Keypair, validator: string, amountMist: bigint): Promise<string> {
  const tx = new Transaction();
  const [stakeCoin] = tx.splitCoins(tx.gas, [amountMist]);
  tx.moveCall({
    target: '0x3::sui_system::request_add_stake',
    arguments: [tx.object.system(), stakeCoin, tx.pure.address(validator)],
  });
  const result = await client.signAndExecuteTransaction({transaction: tx, signer: owner});
  if (result.$kind === 'FailedTransaction') throw new Error('Stake failed');
  return result.Transaction.digest;
}

/** Withdraws one StakedSui object: principal plus rewards return to the signer as SUI. */
export async function unstake(owner: Ed25519Keypair, stakedSuiId: string): Promise<string> {
  const tx = new Transaction();
  tx.moveCall({
    target: '0x3::sui_system::request_withdraw_stake',
    arguments: [tx.object.system(), tx.object(stakedSuiId)],
  });
  const result = await client.signAndExecuteTransaction({transaction: tx, signer: owner});
  if (result.$kind === 'FailedTransaction') throw new Error('Unstake failed');
  return result.Transaction.digest;
}

/** Lists the StakedSui objects an address owns. */
export async function listStakes(owner: string) {
  const {objects} = await client.listOwnedObjects({owner, type: '0x3::staking_pool::StakedSui'});
  return objects.map((object) => object.objectId);
}
// #endregion stake
