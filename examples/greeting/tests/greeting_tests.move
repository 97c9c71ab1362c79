#[test_only]
module greeting::greeting_tests;

use greeting::greeting;

#[test]
fun new_keeps_the_text() {
    let mut ctx = tx_context::dummy();
    let g = greeting::new(b"gm".to_string(), &mut ctx);
    assert!(g.text() == b"gm".to_string());
    g.delete();
}

#[test, expected_failure(abort_code = greeting::EEmptyText)]
fun empty_text_aborts() {
    let mut ctx = tx_context::dummy();
    let g = greeting::new(b"".to_string(), &mut ctx);
    g.delete();
}
