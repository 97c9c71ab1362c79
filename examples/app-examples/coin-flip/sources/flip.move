/// A coin flip against a house. The house keeps a pot of SUI in a shared
/// object; a player stakes SUI on heads or tails and wins double on a match.
module coin_flip::flip;

use sui::{balance::{Self, Balance}, coin::{Self, Coin}, event, random::Random, sui::SUI};

// #region objects
/// Abort code: the stake is outside the house's limits.
const EStakeOutOfRange: u64 = 0;
/// Abort code: the pot could not pay out if the player won.
const EHouseCannotCover: u64 = 1;
/// Abort code: the capability belongs to another house.
const EWrongHouse: u64 = 2;

/// Shared, so every player can bet against the same pot.
public struct House has key {
    id: UID,
    pot: Balance<SUI>,
    min_stake: u64,
    max_stake: u64,
}

/// Lets its holder withdraw from the pot and change the limits.
public struct HouseCap has key, store {
    id: UID,
    house: ID,
}

/// Emitted on every flip, won or lost.
public struct Flipped has copy, drop {
    player: address,
    stake: u64,
    guessed_heads: bool,
    landed_heads: bool,
}
// #endregion

// #region init
/// Creates the house with an empty pot and gives the publisher its cap.
fun init(ctx: &mut TxContext) {
    let house = House {
        id: object::new(ctx),
        pot: balance::zero(),
        min_stake: 10_000_000, // 0.01 SUI
        max_stake: 1_000_000_000, // 1 SUI
    };
    let cap = HouseCap { id: object::new(ctx), house: object::id(&house) };
    transfer::share_object(house);
    transfer::public_transfer(cap, ctx.sender());
}
// #endregion

// #region play
/// Flips the coin. Private `entry`: other modules cannot call it, and a
/// transaction cannot run further Move calls after it to inspect the result.
entry fun play(
    house: &mut House,
    stake: Coin<SUI>,
    guess_heads: bool,
    random: &Random,
    ctx: &mut TxContext,
) {
    // Every check that can abort happens before any randomness is drawn.
    let amount = stake.value();
    assert!(amount >= house.min_stake && amount <= house.max_stake, EStakeOutOfRange);
    assert!(house.pot.value() >= amount, EHouseCannotCover);
    house.pot.join(stake.into_balance());

    let mut generator = random.new_generator(ctx);
    let landed_heads = generator.generate_bool();

    // The losing branch does less work than the winning one, so a player
    // cannot pick a gas budget that fails only when they lose.
    if (landed_heads == guess_heads) {
        let winnings = coin::from_balance(house.pot.split(2 * amount), ctx);
        transfer::public_transfer(winnings, ctx.sender());
    };
    event::emit(Flipped {
        player: ctx.sender(),
        stake: amount,
        guessed_heads: guess_heads,
        landed_heads,
    });
}
// #endregion

// #region admin
/// Anyone can add SUI to the pot.
public fun fund(house: &mut House, coin: Coin<SUI>) {
    house.pot.join(coin.into_balance());
}

/// The cap holder takes `amount` out of the pot.
public fun withdraw(
    house: &mut House,
    cap: &HouseCap,
    amount: u64,
    ctx: &mut TxContext,
): Coin<SUI> {
    assert!(cap.house == object::id(house), EWrongHouse);
    coin::from_balance(house.pot.split(amount), ctx)
}

/// The cap holder changes the stake limits.
public fun set_limits(house: &mut House, cap: &HouseCap, min_stake: u64, max_stake: u64) {
    assert!(cap.house == object::id(house), EWrongHouse);
    house.min_stake = min_stake;
    house.max_stake = max_stake;
}

public fun pot_value(house: &House): u64 { house.pot.value() }
// #endregion
