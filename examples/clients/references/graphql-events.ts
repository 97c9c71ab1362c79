import {SuiGraphQLClient} from '@mysten/sui/graphql';
import {graphql} from '@mysten/sui/graphql/schema';

// #region client
const client = new SuiGraphQLClient({
  url: 'https://graphql.testnet.sui.io/graphql',
  network: 'testnet',
});
// #endregion

// #region limits
const serviceLimits = graphql(`
  query ServiceLimits {
    serviceConfig {
      maxQueryDepth
      maxQueryNodes
      maxOutputNodes
      maxMultiGetSize
      queryTimeoutMs
      eventsPageSize: maxPageSize(type: "Query", field: "events")
      eventsDefaultPage: defaultPageSize(type: "Query", field: "events")
      eventsRange: availableRange(type: "Query", field: "events") {
        first {
          sequenceNumber
        }
        last {
          sequenceNumber
        }
      }
    }
  }
`);

/** Reads the limits this GraphQL service enforces, so a client can size its pages. */
export async function readServiceLimits() {
  const {data, errors} = await client.query({query: serviceLimits});
  if (errors?.length) throw new Error(errors.map((e) => e.message).join('; '));
  return data?.serviceConfig;
}
// #endregion

// #region events
const eventsByType = graphql(`
  query EventsByType($type: String!, $first: Int, $after: String) {
    events(filter: {type: $type}, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        sequenceNumber
        timestamp
        sender {
          address
        }
        transaction {
          digest
        }
        contents {
          json
        }
      }
    }
  }
`);

/** Fetches one page of events of one Move type, oldest first. */
async function eventPage(eventType: string, first: number, after: string | null) {
  const {data, errors} = await client.query({
    query: eventsByType,
    variables: {type: eventType, first, after},
  });
  if (errors?.length) throw new Error(errors.map((e) => e.message).join('; '));
  return data?.events;
}

/** Walks every page of events of one Move type and hands each event to `onEvent`. */
export async function forEachEvent(
  eventType: string,
  onEvent: (event: {digest?: string; sender?: string; json: unknown}) => void,
  pageSize = 20,
) {
  let after: string | null = null;
  for (;;) {
    const page = await eventPage(eventType, pageSize, after);
    for (const node of page?.nodes ?? []) {
      onEvent({
        digest: node.transaction?.digest,
        sender: node.sender?.address,
        json: node.contents?.json,
      });
    }
    // Keep the last cursor: a later call can resume from it.
    after = page?.pageInfo.endCursor ?? after;
    if (!page?.pageInfo.hasNextPage) return after;
  }
}
// #endregion
