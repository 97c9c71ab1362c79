/// A weather oracle. A publisher holding `OracleCap` keeps one shared
/// `CityWeather` object per city up to date; any package or client can read it.
module weather_oracle::weather;

use std::string::String;
use sui::{clock::Clock, event};

// #region objects
/// Abort code: a reading is not newer than the one already stored.
const EOutdatedReading: u64 = 0;
/// Abort code: the stored reading is older than the caller accepts.
const EStale: u64 = 1;

/// Held by the publisher's service. Only its holder can add cities and post readings.
public struct OracleCap has key, store {
    id: UID,
}

/// One city's latest reading. Shared, so that any transaction can read it.
/// Temperatures are in hundredths of a kelvin, so they are never negative.
public struct CityWeather has key {
    id: UID,
    name: String,
    temperature_ck: u32,
    humidity_pct: u8,
    wind_speed_cms: u32,
    /// When the weather service measured the reading (Unix milliseconds).
    observed_at_ms: u64,
    /// When the reading reached the chain, from the `Clock`.
    updated_at_ms: u64,
}

public struct ReadingPosted has copy, drop {
    city: ID,
    temperature_ck: u32,
    observed_at_ms: u64,
}
// #endregion

// #region publish
fun init(ctx: &mut TxContext) {
    transfer::public_transfer(OracleCap { id: object::new(ctx) }, ctx.sender());
}

/// Creates and shares the object for a new city, with no reading yet.
public fun add_city(_: &OracleCap, name: String, ctx: &mut TxContext) {
    transfer::share_object(CityWeather {
        id: object::new(ctx),
        name,
        temperature_ck: 0,
        humidity_pct: 0,
        wind_speed_cms: 0,
        observed_at_ms: 0,
        updated_at_ms: 0,
    });
}

/// Stores a new reading. Readings must arrive in the order they were observed.
public fun post(
    _: &OracleCap,
    city: &mut CityWeather,
    temperature_ck: u32,
    humidity_pct: u8,
    wind_speed_cms: u32,
    observed_at_ms: u64,
    clock: &Clock,
) {
    assert!(observed_at_ms > city.observed_at_ms, EOutdatedReading);
    city.temperature_ck = temperature_ck;
    city.humidity_pct = humidity_pct;
    city.wind_speed_cms = wind_speed_cms;
    city.observed_at_ms = observed_at_ms;
    city.updated_at_ms = clock.timestamp_ms();
    event::emit(ReadingPosted { city: object::id(city), temperature_ck, observed_at_ms });
}
// #endregion

// #region read
/// The temperature, if the reading was posted at most `max_age_ms` ago (by `updated_at_ms`).
public fun fresh_temperature_ck(city: &CityWeather, clock: &Clock, max_age_ms: u64): u32 {
    assert!(city.observed_at_ms > 0, EStale);
    assert!(clock.timestamp_ms() - city.updated_at_ms <= max_age_ms, EStale);
    city.temperature_ck
}

public fun name(city: &CityWeather): String { city.name }

public fun humidity_pct(city: &CityWeather): u8 { city.humidity_pct }

public fun wind_speed_cms(city: &CityWeather): u32 { city.wind_speed_cms }

public fun observed_at_ms(city: &CityWeather): u64 { city.observed_at_ms }
// #endregion
