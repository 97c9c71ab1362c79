import {bcs} from '@mysten/sui/bcs';
import {SuiGrpcClient} from '@mysten/sui/grpc';

const client = new SuiGrpcClient({network: 'testnet', baseUrl: 'https://fullnode.testnet.sui.io:443'});

// #region bcs
/** BCS layout of `tip_jar::TipReceived`, field by field in declaration order. */
const TipReceived = bcs.struct('TipReceived', {
  jar_id: bcs.Address,
  tipper: bcs.Address,
  amount: bcs.u64(),
});
// #endregion

// #region query
/** The 20 most recent tips left in any jar of the package. */
export async function latestTips(packageId: string) {
  const {events} = await client.listEvents({
    filter: {eventType: `${packageId}::tip_jar::TipReceived`},
    order: 'descending',
    limit: 20,
  });
  return events.map((event) => ({
    digest: event.transactionDigest,
    ...TipReceived.parse(event.bcs),
  }));
}
// #endregion

// #region poll
/** Calls `onTip` for each new tip, checking every `intervalMs`. */
export async function followTips(
  packageId: string,
  onTip: (tip: {tipper: string; amount: string}) => void,
  intervalMs = 2_000,
) {
  // Start from the newest event, so that only later tips are reported.
  const first = await client.listEvents({
    filter: {eventType: `${packageId}::tip_jar::TipReceived`},
    order: 'descending',
    limit: 1,
  });
  let cursor = first.startCursor;

  for (;;) {
    const page = await client.listEvents({
      filter: {eventType: `${packageId}::tip_jar::TipReceived`},
      after: cursor,
    });
    for (const event of page.events) {
      const {tipper, amount} = TipReceived.parse(event.bcs);
      onTip({tipper, amount});
    }
    cursor = page.endCursor ?? cursor;
    if (!page.hasNextPage) await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
// #endregion

// #region by-module
/** Events from transactions whose Move call targeted the `tip_jar` module, whatever their type. */
export async function moduleEvents(packageId: string) {
  const {events} = await client.listEvents({filter: {emitModule: `${packageId}::tip_jar`}});
  return events.map((event) => ({type: event.eventType, sender: event.sender}));
}
// #endregion
