/// Blackjack against an on-chain dealer. The house funds a shared pot; each
/// hand is a shared object that locks the player's stake and an equal amount
/// from the pot until the hand is settled.
///
/// Simplifications: an infinite deck (every card is drawn independently),
/// no splitting, doubling or insurance, blackjack pays 1:1, and the dealer
/// stands on every 17.
module blackjack::table;

use sui::{
    balance::{Self, Balance},
    clock::Clock,
    coin::{Self, Coin},
    event,
    random::Random,
    sui::SUI
};

// #region objects
const EStakeTooLarge: u64 = 0;
const EHouseCannotCover: u64 = 1;
const ENotYourHand: u64 = 2;
const EHandClosed: u64 = 3;
const ECannotHit: u64 = 4;
const ENotReady: u64 = 5;
const EWrongHouse: u64 = 6;
const ETooEarly: u64 = 7;

/// Cards the dealer draws at `stand`. No dealer hand that stands on 17
/// needs more than 12 cards, the up card included.
const DEALER_DRAWS: u64 = 11;
/// How long a player has to finish a hand before the house can claim it.
const PLAY_WINDOW_MS: u64 = 3_600_000;

public struct House has key {
    id: UID,
    pot: Balance<SUI>,
    max_stake: u64,
}

public struct HouseCap has key, store {
    id: UID,
    house: ID,
}

/// Cards are ranks from 1 (ace) to 13 (king).
public struct Hand has key {
    id: UID,
    house: ID,
    player: address,
    /// The player's stake plus the house's matching stake.
    stakes: Balance<SUI>,
    player_cards: vector<u8>,
    /// The up card, then, once the player stands, the dealer's draws.
    dealer_cards: vector<u8>,
    stood: bool,
    deadline_ms: u64,
}

public struct HandSettled has copy, drop {
    hand: ID,
    player: address,
    player_total: u8,
    dealer_total: u8,
    paid_to_player: u64,
}
// #endregion

fun init(ctx: &mut TxContext) {
    let house = House { id: object::new(ctx), pot: balance::zero(), max_stake: 1_000_000_000 };
    let cap = HouseCap { id: object::new(ctx), house: object::id(&house) };
    transfer::share_object(house);
    transfer::public_transfer(cap, ctx.sender());
}

// #region deal
/// Opens a hand: locks the stake and the house's match, then deals two cards
/// to the player and the dealer's up card.
entry fun deal(
    house: &mut House,
    stake: Coin<SUI>,
    random: &Random,
    clock: &Clock,
    ctx: &mut TxContext,
) {
    let amount = stake.value();
    assert!(amount <= house.max_stake, EStakeTooLarge);
    assert!(house.pot.value() >= amount, EHouseCannotCover);
    let mut stakes = stake.into_balance();
    stakes.join(house.pot.split(amount));

    let mut generator = random.new_generator(ctx);
    let player_cards = vector[
        generator.generate_u8_in_range(1, 13),
        generator.generate_u8_in_range(1, 13),
    ];
    let dealer_cards = vector[generator.generate_u8_in_range(1, 13)];

    transfer::share_object(Hand {
        id: object::new(ctx),
        house: object::id(house),
        player: ctx.sender(),
        stakes,
        player_cards,
        dealer_cards,
        stood: false,
        deadline_ms: clock.timestamp_ms() + PLAY_WINDOW_MS,
    });
}
// #endregion

// #region hit
/// Draws one card for the player. It never settles the hand, so its cost
/// is the same whether the card busts the player or not.
entry fun hit(hand: &mut Hand, random: &Random, ctx: &mut TxContext) {
    assert!(hand.player == ctx.sender(), ENotYourHand);
    assert!(!hand.stood, EHandClosed);
    assert!(total(&hand.player_cards) < 21, ECannotHit);
    let mut generator = random.new_generator(ctx);
    hand.player_cards.push_back(generator.generate_u8_in_range(1, 13));
}
// #endregion

// #region stand
/// Ends the player's turn and draws a fixed number of dealer cards, used or
/// not, so the cost does not depend on the cards drawn.
entry fun stand(hand: &mut Hand, random: &Random, ctx: &mut TxContext) {
    assert!(hand.player == ctx.sender(), ENotYourHand);
    assert!(!hand.stood && total(&hand.player_cards) <= 21, EHandClosed);
    hand.stood = true;
    let mut generator = random.new_generator(ctx);
    let mut i = 0;
    while (i < DEALER_DRAWS) {
        hand.dealer_cards.push_back(generator.generate_u8_in_range(1, 13));
        i = i + 1;
    };
}
// #endregion

// #region settle
/// Pays out a finished hand and deletes it. Uses no randomness: the cards
/// are already fixed, so anyone can call it and nobody can change the result.
public fun settle(hand: Hand, house: &mut House, ctx: &mut TxContext) {
    assert!(hand.house == object::id(house), EWrongHouse);
    let player_total = total(&hand.player_cards);
    let busted = player_total > 21;
    assert!(hand.stood || busted, ENotReady);

    // A busted player loses whatever the dealer holds: show the up card only.
    let up_card = vector[hand.dealer_cards[0]];
    let dealer_total = if (busted) total(&up_card) else dealer_play(&hand.dealer_cards);
    let Hand {
        id,
        house: _,
        player,
        stakes,
        player_cards: _,
        dealer_cards: _,
        stood: _,
        deadline_ms: _,
    } = hand;
    let mut stakes = stakes;
    let locked = stakes.value();

    // Player wins: both stakes. Push: their own stake back. Loss: nothing.
    let paid_to_player = if (!busted && (dealer_total > 21 || player_total > dealer_total)) {
        locked
    } else if (!busted && player_total == dealer_total) {
        locked / 2
    } else {
        0
    };
    if (paid_to_player > 0) {
        transfer::public_transfer(coin::from_balance(stakes.split(paid_to_player), ctx), player);
    };
    house.pot.join(stakes);

    event::emit(HandSettled {
        hand: object::uid_to_inner(&id),
        player,
        player_total,
        dealer_total,
        paid_to_player,
    });
    id.delete();
}

/// After the deadline, a hand the player never stood on goes to the house.
/// A hand that stood can only be settled, so the player's win is safe.
public fun claim_abandoned(hand: Hand, house: &mut House, clock: &Clock) {
    assert!(hand.house == object::id(house), EWrongHouse);
    assert!(!hand.stood, EHandClosed);
    assert!(clock.timestamp_ms() > hand.deadline_ms, ETooEarly);
    let Hand {
        id,
        house: _,
        player: _,
        stakes,
        player_cards: _,
        dealer_cards: _,
        stood: _,
        deadline_ms: _,
    } = hand;
    house.pot.join(stakes);
    id.delete();
}
// #endregion

// #region scoring
/// Best blackjack total: face cards count 10, one ace counts 11 if that
/// does not bust the hand.
public fun total(cards: &vector<u8>): u8 {
    let mut sum = 0;
    let mut has_ace = false;
    let mut i = 0;
    while (i < cards.length()) {
        let rank = cards[i];
        if (rank == 1) has_ace = true;
        sum = sum + (if (rank > 10) 10 else rank);
        i = i + 1;
    };
    if (has_ace && sum + 10 <= 21) sum + 10 else sum
}

/// The dealer takes cards in order until reaching 17 or more.
fun dealer_play(cards: &vector<u8>): u8 {
    let mut hand = vector[cards[0]];
    let mut i = 1;
    while (total(&hand) < 17 && i < cards.length()) {
        hand.push_back(cards[i]);
        i = i + 1;
    };
    total(&hand)
}
// #endregion

// #region admin
public fun fund(house: &mut House, coin: Coin<SUI>) {
    house.pot.join(coin.into_balance());
}

public fun withdraw(
    house: &mut House,
    cap: &HouseCap,
    amount: u64,
    ctx: &mut TxContext,
): Coin<SUI> {
    assert!(cap.house == object::id(house), EWrongHouse);
    coin::from_balance(house.pot.split(amount), ctx)
}
// #endregion
