/**
 * The areas the JSON-RPC reference groups its methods in. Their titles and summaries are
 * UI texts, translated where the page shows them (src/components/JsonRpcReference).
 */
export type JsonRpcGroup = 'read' | 'write' | 'coin' | 'governance' | 'extended' | 'builder';
