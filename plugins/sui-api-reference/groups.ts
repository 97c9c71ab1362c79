/** The areas the JSON-RPC reference groups its methods in (shared with the page component). */
export type JsonRpcGroup = 'read' | 'write' | 'coin' | 'governance' | 'extended' | 'builder';

export const GROUPS: {id: JsonRpcGroup; title: string; summary: string}[] = [
  {
    id: 'read',
    title: 'Read API',
    summary: 'Objects, transactions, checkpoints, Move modules and protocol configuration.',
  },
  {id: 'write', title: 'Write API', summary: 'Execute, dry-run and dev-inspect transactions.'},
  {id: 'coin', title: 'Coin query API', summary: 'Balances, coin objects, coin metadata and supply.'},
  {
    id: 'governance',
    title: 'Governance read API',
    summary: 'Committee, system state, gas price, stakes and validator APY.',
  },
  {
    id: 'extended',
    title: 'Extended API (indexer)',
    summary: 'Owned objects, dynamic fields, queries over events and transactions, names, epochs and metrics.',
  },
  {
    id: 'builder',
    title: 'Transaction builder API',
    summary: 'Unsigned transaction bytes built by the node (unsafe_*): no client method of the SDK calls them.',
  },
];
