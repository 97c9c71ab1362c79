// A minimal in-page wallet that implements the Sui Wallet Standard features.
// It signs with a local key pair: fine for tests and demos, never for real funds.
import {Ed25519Keypair} from '@mysten/sui/keypairs/ed25519';
import {SuiGrpcClient} from '@mysten/sui/grpc';
import {Transaction} from '@mysten/sui/transactions';
import {fromBase64, toBase64} from '@mysten/sui/utils';
import {
  SUI_TESTNET_CHAIN,
  registerWallet,
  type StandardConnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
  type SuiSignAndExecuteTransactionFeature,
  type SuiSignPersonalMessageFeature,
  type SuiSignTransactionFeature,
  type Wallet,
  type WalletAccount,
} from '@mysten/wallet-standard';

// #region wallet
type DemoFeatures = StandardConnectFeature &
  StandardEventsFeature &
  SuiSignTransactionFeature &
  SuiSignAndExecuteTransactionFeature &
  SuiSignPersonalMessageFeature;

export class DemoWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name = 'Demo Wallet';
  readonly icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const;
  readonly chains = [SUI_TESTNET_CHAIN] as const;

  #keypair = new Ed25519Keypair();
  #client = new SuiGrpcClient({network: 'testnet', baseUrl: 'https://fullnode.testnet.sui.io:443'});
  #accounts: WalletAccount[] = [];
  #listeners: StandardEventsListeners['change'][] = [];

  get accounts(): readonly WalletAccount[] {
    return this.#accounts;
  }

  get features(): DemoFeatures {
    return {
      'standard:connect': {version: '1.0.0', connect: this.#connect},
      'standard:events': {version: '1.0.0', on: this.#on},
      'sui:signTransaction': {version: '2.0.0', signTransaction: this.#signTransaction},
      'sui:signAndExecuteTransaction': {
        version: '2.0.0',
        signAndExecuteTransaction: this.#signAndExecuteTransaction,
      },
      'sui:signPersonalMessage': {version: '1.1.0', signPersonalMessage: this.#signPersonalMessage},
    };
  }

  #connect: StandardConnectFeature['standard:connect']['connect'] = async () => {
    const publicKey = this.#keypair.getPublicKey();
    this.#accounts = [
      {
        address: publicKey.toSuiAddress(),
        publicKey: publicKey.toSuiBytes(),
        chains: this.chains,
        features: ['sui:signTransaction', 'sui:signAndExecuteTransaction', 'sui:signPersonalMessage'],
      },
    ];
    for (const listener of this.#listeners) listener({accounts: this.#accounts});
    return {accounts: this.#accounts};
  };

  #on: StandardEventsFeature['standard:events']['on'] = (event, listener) => {
    if (event === 'change') this.#listeners.push(listener);
    return () => {
      this.#listeners = this.#listeners.filter((l) => l !== listener);
    };
  };

  // Rebuild the app's transaction, set the sender, resolve it, and sign the bytes.
  async #build(input: {transaction: {toJSON: () => Promise<string>}; account: WalletAccount}) {
    const tx = Transaction.from(await input.transaction.toJSON());
    tx.setSenderIfNotSet(input.account.address);
    const bytes = await tx.build({client: this.#client});
    return this.#keypair.signTransaction(bytes);
  }

  #signTransaction: SuiSignTransactionFeature['sui:signTransaction']['signTransaction'] = async (input) => {
    const {bytes, signature} = await this.#build(input);
    return {bytes, signature};
  };

  #signAndExecuteTransaction: SuiSignAndExecuteTransactionFeature['sui:signAndExecuteTransaction']['signAndExecuteTransaction'] =
    async (input) => {
      const {bytes, signature} = await this.#build(input);
      const result = await this.#client.executeTransaction({
        transaction: fromBase64(bytes),
        signatures: [signature],
        include: {effects: true},
      });
      const executed = result.Transaction ?? result.FailedTransaction;
      const effects = executed.effects.bcs;
      return {
        bytes,
        signature,
        digest: executed.digest,
        effects: effects ? toBase64(effects) : '',
      };
    };

  #signPersonalMessage: SuiSignPersonalMessageFeature['sui:signPersonalMessage']['signPersonalMessage'] = async (
    input,
  ) => this.#keypair.signPersonalMessage(input.message);
}

// Announce the wallet to every app on the page.
registerWallet(new DemoWallet());
// #endregion wallet
