/// A small garden. Publishing the package gives the publisher a `Gardener`,
/// which sows `Plant` objects that their owners water, give away, or compost.
module first_app::garden;

use std::string::String;

// #region objects
/// Created once, by `init`, and sent to the publisher. It has no `store`
/// ability, so only this module can transfer it.
public struct Gardener has key {
    id: UID,
    plants_grown: u64,
}

/// A plant that grows one unit each time its owner waters it.
public struct Plant has key, store {
    id: UID,
    species: String,
    height: u64,
}
// #endregion

// #region constants
/// Abort code: the species name is empty.
const EEmptySpecies: u64 = 0;
/// Abort code: the plant already has its maximum height.
const EFullyGrown: u64 = 1;

/// The height at which a plant stops growing.
const MAX_HEIGHT: u64 = 10;
// #endregion

// #region init
/// Runs once, when the package is published.
fun init(ctx: &mut TxContext) {
    let gardener = Gardener { id: object::new(ctx), plants_grown: 0 };
    transfer::transfer(gardener, ctx.sender());
}
// #endregion

// #region functions
/// Creates a plant of height 1 and counts it on the gardener.
public fun sow(gardener: &mut Gardener, species: String, ctx: &mut TxContext): Plant {
    assert!(!species.is_empty(), EEmptySpecies);
    gardener.plants_grown = gardener.plants_grown + 1;
    Plant { id: object::new(ctx), species, height: 1 }
}

/// Makes the plant one unit taller, up to `MAX_HEIGHT`.
public fun water(plant: &mut Plant) {
    assert!(plant.height < MAX_HEIGHT, EFullyGrown);
    plant.height = plant.height + 1;
}

/// Sends the plant to another address.
public fun gift(plant: Plant, recipient: address) {
    transfer::public_transfer(plant, recipient);
}

/// Destroys the plant and deletes its object ID.
public fun compost(plant: Plant) {
    let Plant { id, species: _, height: _ } = plant;
    id.delete();
}
// #endregion

// #region accessors
public fun species(plant: &Plant): String {
    plant.species
}

public fun height(plant: &Plant): u64 {
    plant.height
}

public fun plants_grown(gardener: &Gardener): u64 {
    gardener.plants_grown
}
// #endregion

// #region test-helpers
/// Runs `init` in tests, where publishing does not happen.
#[test_only]
public fun init_for_testing(ctx: &mut TxContext) {
    init(ctx);
}

/// Builds a plant of any height, to test edge cases quickly.
#[test_only]
public fun new_plant_for_testing(species: String, height: u64, ctx: &mut TxContext): Plant {
    Plant { id: object::new(ctx), species, height }
}
// #endregion
