"""`--smoke --lang xx`: the language is read from the arguments, and the words check names every
engine text that is not said from a finished translation."""

from __future__ import annotations

import pytest

from stadsliv_qt import smoke
from stadsliv_qt.ui import words
from tests.toy_game import ToyGame


def test_the_language_comes_from_either_spelling_of_the_option():
    assert smoke.language(["--smoke", "--lang", "sv"]) == "sv"
    assert smoke.language(["--lang=de", "--smoke"]) == "de"
    assert smoke.language(["--smoke"]) == ""


def test_words_check_fails_naming_engine_texts_still_in_plain_english():
    # the toy title's texts are plain English str: the check must fail and say which
    with pytest.raises(smoke.SmokeFailure) as failure:
        smoke.check_words(ToyGame, "sv")
    words.set_language("en")
    assert "still a plain str in the engine: 'Anna aims for 3'" in str(failure.value)
