/// A consumer of the oracle: mints a postcard that records a city's
/// weather at the moment it was sent. It could live in any other package.
module weather_oracle::postcard;

use std::string::String;
use sui::clock::Clock;
use weather_oracle::weather::CityWeather;

// #region postcard
/// Readings older than this are refused.
const MAX_AGE_MS: u64 = 3_600_000;

public struct Postcard has key, store {
    id: UID,
    city: String,
    temperature_ck: u32,
    humidity_pct: u8,
    observed_at_ms: u64,
}

/// Reads the city's current weather and returns a postcard with a copy of it.
public fun write(city: &CityWeather, clock: &Clock, ctx: &mut TxContext): Postcard {
    Postcard {
        id: object::new(ctx),
        city: city.name(),
        temperature_ck: city.fresh_temperature_ck(clock, MAX_AGE_MS),
        humidity_pct: city.humidity_pct(),
        observed_at_ms: city.observed_at_ms(),
    }
}
// #endregion
