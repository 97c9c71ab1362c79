#[test_only]
module tic_tac_toe::board_tests;

use tic_tac_toe::board;

#[test]
fun x_wins_on_the_diagonal() {
    let mut b = board::new();
    b.place(0, 0); // X
    b.place(0, 1); // O
    b.place(1, 1); // X
    b.place(0, 2); // O
    assert!(!b.is_finished());
    b.place(2, 2); // X
    assert!(b.winner() == board::mark_x());
    assert!(b.is_finished());
}

#[test, expected_failure(abort_code = board::ECellTaken)]
fun cannot_play_a_taken_cell() {
    let mut b = board::new();
    b.place(1, 1);
    b.place(1, 1);
}

#[test, expected_failure(abort_code = board::EGameOver)]
fun cannot_play_after_a_win() {
    let mut b = board::new();
    b.place(0, 0);
    b.place(1, 0);
    b.place(0, 1);
    b.place(1, 1);
    b.place(0, 2); // X completes the top row
    b.place(2, 2);
}
