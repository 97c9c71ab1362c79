import {SuiGrpcClient} from '@mysten/sui/grpc';

export const client = new SuiGrpcClient({network: 'testnet', baseUrl: 'https://fullnode.testnet.sui.io:443'});
export const PACKAGE_ID = process.env.WEATHER_PACKAGE_ID ?? '';
/** The OracleCap that `init` sent to the publisher. */
export const ORACLE_CAP_ID = process.env.WEATHER_ORACLE_CAP_ID ?? '';
