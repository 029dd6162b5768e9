"""Capitals put back into an all-lowercase English message before the model reads it.

Many people type everything in lower case ("i'm allergic to shellfish and my wife sarah hates mushrooms").
The small English model leans on capitals: without them it tags "i" as a noun, misses "sarah" as a name and
"nairobi" as a town, and the grammar's readers, which ask for a subject "I" or a proper noun, find nothing.
This module writes the capitals a careful typist would have written, on a copy of the same length (only the
case of letters changes, so every character offset still points at the user's text):

- the pronoun "i" ("i'm", "i've") and the first letter of each sentence;
- weekday and month names ("may", "march" and "august" only after a date word or beside a number),
  nationalities and languages ("i'm brazilian", "i speak portuguese");
- words the lexicon knows only as proper names (a concept whose canonical name carries a capital, when no
  concept of an everyday sense shares the word: "nairobi"/"lisbon" are not in the lexicon; "apple" and "java",
  which a fruit and a coffee share, only as the next rule says);
- a first name where the sentence says it is one: after "my name is", "name's", "call me", "go by",
  "named", after a relative or a colleague ("my wife sofia is …"), and after "i'm" when the word is no
  English word at all ("i'm tomasz, …"); also an unknown word after a place preposition ("to coachella");
- a word a brand or a language shares with an everyday concept ("jaguar", "java", "blackberry") where the
  lexicon's sense in context, with the whole message, is the proper one: "i drive a jaguar", "i code in java"
  (the sense's cue words), never "a jaguar at the zoo" or a plural ("i love jaguars"); the data file's
  `sense_cues` settle a few the lexicon leaves undecided ("python for data work");
- a first name after a role that opens the sentence with no "my" ("aunt maria is …", "cousin leo …"), and
  "it" before a word of its trade ("i do it support", "our it department": IT);
- the casing facts of `patterns/truecase_en.json`, which no concept carries: names no English word spells
  ("tulsa", "comcast", countries, holidays, time zones), towns named like people or shops named by everyday
  words after a place preposition ("moving to austin", "shop at whole foods"), towns named
  by everyday words only where the sentence says one lives, moves or stays there ("a flat in bath."), teams
  beside "fan" or "support" ("a huge arsenal supporter"), and common first names that the word list also
  holds as a rare verb or adjective ("my uncle ray", "i'm grace, …"), only where a name is expected.

Only a message with no upper-case letter at all is touched (`needs_truecase`, one pass in C), so a message
typed with normal capitals pays for nothing but that test and is read exactly as before. A shouted message
("JUST PASSED MY DRIVING TEST!!", `unshouted`) is folded to lower case first and then gets its capitals by
the same rules (`prepared_text`): one sentence-start rule for both.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from graphmem.extract.base import load_json
from graphmem.pii import PLACEHOLDERS

if TYPE_CHECKING:
    from spacy.language import Language

    from graphmem.concepts import Lexicon

_WORD = re.compile(r"[^\W\d_]+")
_SENTENCE_END = re.compile(r"[.!?]\s|\n")
_OPENING = re.compile(r"[\s\"'“‘(\[*•-]*")
# an address, a handle or a link: written as the user wrote it ("jo.reyes@proton.me" is no sentence end)
_ADDRESS = re.compile(r"\S*(?:@|://|www\.)\S*|\S+\.(?:com|org|net|io|me|dev|edu)\b\S*")
_PLACEHOLDERS = tuple(PLACEHOLDERS.values())

WEEKDAYS = frozenset(
    [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "mondays",
        "tuesdays",
        "wednesdays",
        "thursdays",
        "fridays",
        "saturdays",
        "sundays",
    ]
)
MONTHS = frozenset(
    ["january", "february", "april", "june", "july", "september", "october", "november", "december"]
)
# nationalities and languages, written with a capital in English ("i'm brazilian", "i speak polish"); a word
# with an everyday sense besides ("china", "turkey", "polish" the verb) is the name only after "i'm"/"speak"
DEMONYMS = frozenset(
    [
        "american",
        "british",
        "english",
        "canadian",
        "mexican",
        "brazilian",
        "argentinian",
        "chilean",
        "colombian",
        "peruvian",
        "cuban",
        "spanish",
        "portuguese",
        "french",
        "german",
        "italian",
        "dutch",
        "belgian",
        "swiss",
        "austrian",
        "swedish",
        "norwegian",
        "danish",
        "finnish",
        "icelandic",
        "irish",
        "scottish",
        "welsh",
        "greek",
        "russian",
        "ukrainian",
        "romanian",
        "hungarian",
        "czech",
        "croatian",
        "serbian",
        "turkish",
        "egyptian",
        "moroccan",
        "nigerian",
        "kenyan",
        "ethiopian",
        "ghanaian",
        "israeli",
        "lebanese",
        "iranian",
        "persian",
        "arabic",
        "indian",
        "pakistani",
        "bangladeshi",
        "nepali",
        "chinese",
        "mandarin",
        "cantonese",
        "japanese",
        "korean",
        "vietnamese",
        "thai",
        "filipino",
        "indonesian",
        "malaysian",
        "singaporean",
        "australian",
        "hindi",
        "urdu",
        "bengali",
        "tamil",
        "swahili",
        "hebrew",
        "latin",
        # faiths are written with a capital as nationalities are ("i'm jewish, so …")
        "jewish",
        "muslim",
        "hindu",
        "buddhist",
        "sikh",
        "catholic",
    ]
)
DEMONYM_LEADS = frozenset(["m", "am", "speak", "speaks", "learning", "learn", "fluent", "native", "is"])
# month names that are also everyday words ("you may", "a march"): a month only beside a date
AMBIGUOUS_MONTHS = frozenset(["may", "march", "august"])
DATE_LEADS = frozenset(
    [
        "in",
        "since",
        "until",
        "till",
        "by",
        "early",
        "late",
        "mid",
        "next",
        "last",
        "of",
        "before",
        "after",
        "through",
        "from",
        "around",
        "end",
        "start",
        "beginning",
        "during",
    ]
)
DETERMINERS = frozenset(
    [
        "a",
        "an",
        "the",
        "my",
        "your",
        "his",
        "her",
        "its",
        "our",
        "their",
        "this",
        "that",
        "these",
        "those",
        "some",
        "any",
        "every",
        "each",
        "no",
        "one",
        "all",
        "new",
        "old",
        "big",
        "small",
        "open",
        "s",
    ]
)
# words after which the next word is said to be a name
NAME_CUES: tuple[tuple[str, ...], ...] = (
    ("name", "is"),
    ("name", "s"),
    ("names", "is"),
    ("call", "me"),
    ("calls", "me"),
    ("called", "me"),
    ("calling", "me"),
    ("go", "by"),
    ("goes", "by"),
    ("going", "by"),
    ("named",),
    ("called",),
    # "named him biscuit", "we named her after …" (a stop word after is no name)
    ("named", "him"),
    ("named", "her"),
    ("named", "it"),
    ("named", "them"),
)
SELF_INTRO_CUES: tuple[tuple[str, ...], ...] = (("i", "m"), ("i", "am"), ("this", "is"))
# "in" is left out: "i work in fintech", "in ur area" name fields and slang as often as towns
PLACE_PREPS = frozenset(["to", "from", "at", "near", "outside", "visiting", "visit"])
# kinds of concept whose name stays a name even when an everyday word spells it ("nice", "reading" as towns
# are no concern of the lexicon, but "python", "office" and "windows" are snakes, rooms and panes as often)
NAME_TYPES = frozenset(["place", "artist", "cuisine"])
# time and degree words that are nouns to the word list but never a name after "my wife …"
NOT_NAMES = frozenset(
    [
        "today",
        "tonight",
        "yesterday",
        "tomorrow",
        "now",
        "too",
        "also",
        "lately",
        "recently",
        "always",
        "never",
        "usually",
        "still",
        "again",
        "though",
        "honestly",
        "literally",
        "basically",
        "definitely",
        "names",  # "they call me names"
        # chat words after a name ("hey, i'm marcus btw") are no surname
        *("btw", "lol", "tbh", "fyi", "imo", "imho", "ngl", "haha", "lmao", "idk", "rn", "pls", "plz", "thx"),
    ]
)
# what an unknown word after "i'm" ends with when it describes the user ("i'm colorblind, …"), not names them
DESCRIBING_ENDINGS = ("blind", "less", "ful", "ous", "able", "ible", "ish", "proof", "sick", "phobic")
# a prefix that makes an unknown word a describing one when the rest is a word ("prediabetic", "nonbinary")
DESCRIBING_PREFIXES = ("pre", "non", "anti", "semi", "hyper", "hypo", "post", "over", "under", "un")
# the possessives after which a role word is the user's own person ("my wife sofia", "our dog pepper")
OWNERS = frozenset(["my", "our"])
# a word after a place preposition that leaves an everyday-word town a town: no noun goes on ("in bath
# this month", "to reading, …"); "more" and "less" go on a gerund ("moved to reading more")
TOWN_FOLLOWERS = frozenset(
    [
        "this",
        "next",
        "last",
        "since",
        "for",
        "with",
        "and",
        "but",
        "now",
        "so",
        "when",
        "in",
        "after",
        "before",
        "until",
        "from",
        "to",
    ]
)
# words between a place cue and its preposition ("moving back in with my parents in …", "grew up in")
PLACE_FILLERS = frozenset(
    [
        *("back", "up", "down", "out", "over", "right", "just", "here", "there", "originally"),
        *("with", "my", "our", "his", "her", "their", "s"),
    ]
)
# greetings before the name a user signs with ("hi there, jess here")
GREETINGS = frozenset(["hi", "hey", "hello", "there", "yo", "hiya", "morning", "evening", "afternoon"])
# verbs of being called ("don't call me elizabeth", "stop calling me kate"): a name the user prefers follows
CALLING = frozenset(["call", "calls", "calling", "called"])
# chat words that may follow a name the user gives ("it's marcus btw")
CHAT_AFTER = frozenset(["btw", "lol", "haha", "fyi", "tbh", "ngl", "here"])
# titles before a name ("dr. lee", "mr. arthur pembroke"), written with a capital as well
TITLES = frozenset(["dr", "mr", "mrs", "ms", "mx", "prof"])
# people said in the plural before a list of their names ("my kids are max and ella", "twins, mia and zoe")
PLURAL_PEOPLE = frozenset(
    [
        *("kids", "children", "sons", "daughters", "boys", "girls", "twins", "grandkids", "grandchildren"),
        *("grandsons", "granddaughters", "grandparents", "parents", "brothers", "sisters", "siblings"),
        *("cats", "dogs", "pets"),
    ]
)
# "rooting for the spurs": the verbs before "for" that make the team a team
ROOTING = frozenset(["root", "rooting", "cheer", "cheering"])
# "i do it support", "our it department": "it" is the field IT before a word of its trade
IT_FIELDS = frozenset(
    [
        *("support", "department", "dept", "helpdesk", "guy", "guys", "manager", "consultant", "consultancy"),
        *("admin", "administrator", "specialist", "technician", "director", "sector", "industry", "security"),
        *("contractor", "professional", "infrastructure", "team", "desk", "job", "career", "background"),
    ]
)
# "is it team …", "make it support …": after these "it" is the pronoun whatever follows
IT_PRONOUN_LEADS = frozenset(
    ["is", "was", "make", "makes", "made", "let", "lets", "get", "got", "keep", "have", "has", "had", "can"]
)


def unshouted(text: str) -> str:
    """ "JUST PASSED MY DRIVING TEST!!": a message typed in capitals, in lower case. The small model reads
    every capitalized word as a name and parses such a message poorly; what it says is the same in lower
    case, and `truecased` then writes the capitals a careful typist would have. Only a message of three
    words or more with (almost) no lower-case letter is folded, so a name or an acronym in normal text keeps
    its capitals; PII placeholders stay as written."""
    # every message passes here on its way to the tokenizer: the letters are counted in C, not a Python loop
    lower = sum(map(str.islower, text))
    if lower > (lower + sum(map(str.isupper, text))) // 20 or len(re.findall(r"[^\W\d_]{2,}", text)) < 3:
        return text
    # character by character: a letter whose lower case is longer ("İ") stays, so offsets keep
    folded = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    for placeholder in _PLACEHOLDERS:
        folded = folded.replace(placeholder.lower(), placeholder)
    return folded


def prepared_text(text: str, casing: Truecaser) -> str:
    """The text the English model reads: a shouted or an all-lowercase message with its capitals restored,
    any other message as it is (the same object)."""
    return truecased(unshouted(text), casing)


def needs_truecase(text: str) -> bool:
    """A message with letters and no capital anywhere (PII placeholders aside)."""
    if text.islower():
        return True
    if "[" not in text:
        return False
    for placeholder in _PLACEHOLDERS:
        text = text.replace(placeholder, "")
    return text.islower()


@dataclass(frozen=True)
class Truecaser:
    """What `truecased` needs to know: the proper names of the lexicon, the model's English word list (a word
    not in it is no everyday word), its verbs, adjectives and adverbs (never a first name), stop words and
    the role words after which a name follows."""

    proper_names: Mapping[tuple[str, ...], tuple[str, ...]]
    product_names: Mapping[tuple[str, ...], tuple[str, ...]]
    common_phrases: frozenset[tuple[str, ...]]
    known_words: frozenset[str]
    non_name_words: frozenset[str]
    stop_words: frozenset[str]
    roles: frozenset[str]
    lexicon_words: frozenset[str]
    # from `patterns/truecase_en.json` and the word list's parts of speech (see `build_truecaser`)
    listed_names: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    name_towns: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    everyday_towns: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    teams: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    stores: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    place_cues: frozenset[str] = frozenset()
    team_cues_after: frozenset[str] = frozenset()
    team_cues_before: frozenset[str] = frozenset()
    first_names: frozenset[str] = frozenset()
    pet_roles: frozenset[str] = frozenset()
    # nouns of people the user deals with beside the relation roles ("barber", "trainer", "dentist")
    people: frozenset[str] = frozenset()
    pet_compounds: frozenset[str] = frozenset()
    nouns: frozenset[str] = frozenset()
    describing_words: frozenset[str] = frozenset()
    verb_forms: frozenset[str] = frozenset()
    # words a brand or a language shares with an everyday concept ("python", "jaguar", "blackberry"), and
    # the canonical name of the sense the message's words support, if it is the proper one (`sense`)
    shared_words: frozenset[str] = frozenset()
    sense: Callable[[str, str], str | None] | None = None
    _longest: int = field(init=False, default=1)
    _listed_heads: frozenset[str] = field(init=False, default=frozenset())

    def __post_init__(self) -> None:
        longest = max((len(key) for key in (*self.proper_names, *self.common_phrases)), default=1)
        object.__setattr__(self, "_longest", longest)
        # the first words of the listed names: most words start none, and pay one set test
        lists = (self.listed_names, self.name_towns, self.everyday_towns, self.teams, self.stores)
        object.__setattr__(
            self, "_listed_heads", frozenset(key[0] for names in lists for key in names if key)
        )

    def could_be_name(self, word: str, named: bool = False) -> bool:
        """A word that may be a first name after a cue: no stop word, no verb, adjective or adverb, and
        unless the sentence says it is a name (`named`), no role and no word of the lexicon."""
        if len(word) < 2 or word in self.stop_words or word in NOT_NAMES:
            return False
        # a common first name is a name where one is expected, though the word list holds "ray" as a verb
        if word in self.first_names:
            return True
        return (
            named or (word not in self.roles and word not in self.lexicon_words)
        ) and not self._is_non_name(word)

    def could_be_given_name(self, word: str, plural: bool = False) -> bool:
        """A word that may be the name given after "named him", "call me" or a pet ("our dog pepper"): also
        a noun the word list holds as a verb too ("pepper", "tee"), never an adjective, an adverb or an
        irregular verb form ("call me crazy", "my dog bit …")."""
        if self.could_be_name(word, named=True):
            return True
        if plural and word.endswith("s") and self.could_be_given_name(word[:-1]):
            return True  # "a corgi named waffles"
        return (
            len(word) > 1
            and word in self.nouns
            and word not in self.describing_words
            and word not in self.verb_forms
            and word not in self.stop_words
            and word not in NOT_NAMES
        )

    def unknown(self, word: str) -> bool:
        """A word the English word list does not know at all (a foreign first name, a festival)."""
        return len(word) > 3 and self.could_be_name(word) and not self._known(word)

    def _known(self, word: str) -> bool:
        return any(form in self.known_words for form in _base_forms(word))

    def _is_non_name(self, word: str) -> bool:
        return any(form in self.non_name_words for form in _base_forms(word))


def _base_forms(word: str) -> Iterable[str]:
    """The word and the base forms its regular endings may come from ("runs", "loved", "hiking")."""
    yield word
    for ending, replacements in (
        ("ies", ("y",)),
        ("es", ("", "e")),
        ("s", ("",)),
        ("ed", ("", "e")),
        ("ing", ("", "e")),
    ):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            stem = word[: -len(ending)]
            for replacement in replacements:
                yield stem + replacement
            if ending in ("ed", "ing") and len(stem) > 2 and stem[-1] == stem[-2]:
                yield stem[:-1]


def build_truecaser(
    proper_aliases: Iterable[tuple[str, str, str]],
    common_aliases: Iterable[str],
    known_words: Iterable[str],
    non_name_words: Iterable[str],
    stop_words: Iterable[str],
    roles: Iterable[str],
    casing_facts: Mapping[str, Sequence[str]] | None = None,
    nouns: Iterable[str] = (),
    describing_words: Iterable[str] = (),
    verb_forms: Iterable[str] = (),
    sense: Callable[[str, str], str | None] | None = None,
    people: Iterable[str] = (),
) -> Truecaser:
    """`proper_aliases`: (alias, canonical name, type) of lexicon concepts named with a capital;
    `common_aliases`: aliases of every other concept (a word shared with an everyday sense is never
    capitalised, nor a name inside a longer everyday phrase: "ball python"); `casing_facts`: the lists of
    `patterns/truecase_en.json`; `nouns`, `describing_words` (adjectives, adverbs) and `verb_forms`
    (irregular inflections) from the word list; `sense`: the proper name a word shared with an everyday
    concept names in a message, or None (the lexicon's own sense in context)."""
    facts = casing_facts or {}
    common = {alias.lower() for alias in common_aliases}
    known = frozenset(known_words)
    proper: dict[tuple[str, ...], tuple[str, ...]] = {}
    products: dict[tuple[str, ...], tuple[str, ...]] = {}
    shared: set[str] = set()
    for alias, name, kind in proper_aliases:
        alias = alias.lower()
        words = tuple(_WORD.findall(alias))
        if len(words) == 1 and alias in common and alias == words[0]:
            shared.add(alias)  # "python": the snake or the language, as the message's words say
        # an alias with a digit ("formula 1", "model 3") is matched by its letters alone: never a name then
        if not words or alias in common or any(char.isdigit() for char in alias):
            continue
        named = {word.lower() for word in _WORD.findall(name)}
        everyday = [any(form in known for form in _base_forms(word)) for word in words]
        # an everyday word the name does not hold is a kind, not the name ("guesthouse" → Airbnb)
        if all(everyday) and not named.intersection(words):
            continue
        cased = _cased(words, name, known)
        if len(words) == 1 and everyday[0] and kind not in NAME_TYPES:
            # a product named by an everyday word ("windows", "office", "python") is that word after an
            # article or a possessive ("the windows", "my office"), the name elsewhere ("i use windows")
            products[words] = cased
        else:
            proper[words] = cased
    phrases = {tuple(_WORD.findall(alias)) for alias in common}
    lexicon_words = frozenset(word for alias in common for word in _WORD.findall(alias))
    return Truecaser(
        proper_names=proper,
        product_names=products,
        common_phrases=frozenset(phrase for phrase in phrases if len(phrase) > 1),
        known_words=known,
        non_name_words=frozenset(non_name_words),
        stop_words=frozenset(stop_words),
        # the head word of each role ("best friend" → friend), never a word before it ("in-laws" → laws)
        roles=frozenset(_WORD.findall(role.lower())[-1] for role in roles if _WORD.search(role)),
        lexicon_words=lexicon_words,
        listed_names=_phrases(facts.get("proper_names", ())),
        name_towns=_phrases(facts.get("name_towns", ())),
        everyday_towns=_phrases(facts.get("everyday_towns", ())),
        teams=_phrases(facts.get("teams", ())),
        stores=_phrases(facts.get("stores", ())),
        place_cues=frozenset(facts.get("place_cues", ())),
        team_cues_after=frozenset(facts.get("team_cues_after", ())),
        team_cues_before=frozenset(facts.get("team_cues_before", ())),
        first_names=frozenset(facts.get("first_names", ())),
        pet_roles=frozenset(facts.get("pet_roles", ())),
        people=frozenset(people),
        pet_compounds=frozenset(facts.get("pet_compounds", ())),
        nouns=frozenset(nouns),
        describing_words=frozenset(describing_words),
        verb_forms=frozenset(verb_forms),
        # a plural leans to the everyday sense ("i love jaguars, not the cars"), as the resolution has it
        shared_words=frozenset(word for word in shared if not (word.endswith("s") and word[:-1] in shared)),
        sense=sense,
    )


def _phrases(names: Iterable[str]) -> dict[tuple[str, ...], tuple[str, ...]]:
    """Each listed name by its lower-case words ("red sox" → ("Red", "Sox"))."""
    return {tuple(_WORD.findall(name.lower())): tuple(_WORD.findall(name)) for name in names}


def _cased(words: tuple[str, ...], name: str, known: frozenset[str]) -> tuple[str, ...]:
    """How each word of an alias is written: as in the canonical name when the name holds it ("iPhone",
    "MacBook"), an initialism of up to three letters in capitals ("nyc"); another word of a longer alias
    with a capital only when it is no everyday word ("abu dhabi", but "sichuan food", "apple gear")."""
    in_name = {word.lower(): word for word in _WORD.findall(name)}
    out = []
    for word in words:
        if word in in_name:
            out.append(in_name[word])
        elif len(words) == 1 and len(word) <= 3:
            out.append(word.upper())
        elif len(words) == 1 or word not in known:
            out.append(word[:1].upper() + word[1:])
        else:
            out.append(word)
    return tuple(out)


def truecased(text: str, casing: Truecaser) -> str:
    """`text` with its capitals restored when it has none (`needs_truecase`); otherwise `text` itself."""
    if not needs_truecase(text):
        return text
    spans = [(m.start(), m.end()) for m in _WORD.finditer(text)]
    words = [text[start:end] for start, end in spans]
    chars = list(text)

    def write(index: int, cased: str) -> None:
        start, end = spans[index]
        if len(cased) == end - start:
            chars[start:end] = cased

    def capital(index: int) -> None:
        write(index, words[index][:1].upper() + words[index][1:])

    def gap(index: int) -> str:
        """The characters between word `index - 1` and word `index`."""
        start = spans[index - 1][1] if index > 0 else 0
        return text[start : spans[index][0]]

    def follows(index: int, cue: tuple[str, ...]) -> bool:
        if index < len(cue):
            return False
        return all(words[index - len(cue) + k] == cue[k] for k in range(len(cue))) and all(
            _SENTENCE_END.search(gap(index - k)) is None for k in range(len(cue))
        )

    addresses = [m.span() for m in _ADDRESS.finditer(text)]
    i = 0
    while i < len(words):
        word = words[i]
        if any(start <= spans[i][0] < end for start, end in addresses):
            i += 1
            continue
        # a sentence's first word, never a word after a number or a comma ("32, married, two kids")
        if (i == 0 and _OPENING.fullmatch(gap(0))) or (
            _SENTENCE_END.search(gap(i)) and not _abbreviation(text, spans, i)
        ):
            capital(i)
        if word == "i" and re.match(r"\.\w", text[spans[i][1] : spans[i][1] + 2]) is None:
            write(i, "I")  # the pronoun, never the "i" of "i.e."
        if (
            word == "it"
            and i + 1 < len(words)
            and words[i + 1] in IT_FIELDS
            and gap(i + 1) == " "
            and (i == 0 or words[i - 1] not in IT_PRONOUN_LEADS)
        ):
            write(i, "IT")
            i += 1
            continue
        matched = _proper_name_at(words, i, casing)
        if matched is not None and matched == tuple(words[i : i + len(matched)]):
            # a name written with a capital wherever it stands outranks an everyday phrase ("disney world")
            listed = _listed_name_at(text, words, spans, i, casing)
            if listed is not None and len(listed) >= len(matched):
                matched = listed
        if matched is None and word in casing.shared_words and casing.sense is not None:
            # "i drive a jaguar", "i code in java": the brand or language when the message's words are its
            # cues in the lexicon; "a jaguar at the zoo", "an apple a day" stay words
            name = casing.sense(word, text)
            if name is not None:
                write(i, _cased((word,), name, casing.known_words)[0])
                i += 1
                continue
        if matched is not None:
            if matched != tuple(words[i : i + len(matched)]):  # an everyday phrase is left as it is
                for k, cased in enumerate(matched):
                    write(i + k, cased)
            i += len(matched)
            continue
        if word in TITLES and i + 1 < len(words) and _named_after_title(words[i + 1], casing):
            # "my dentist is dr. lee", "mr. arthur pembroke": the title, the name and a surname no word knows
            capital(i)
            capital(i + 1)
            i += 2
            if i < len(words) and (casing.unknown(words[i]) or words[i] in casing.first_names):
                capital(i)
                i += 1
            continue
        if word in PLURAL_PEOPLE and i + 1 < len(words):
            listed_people = _names_listed_after(text, words, spans, i, casing)
            for k in listed_people:
                capital(k)
            if listed_people:
                i = listed_people[-1] + 1
                continue
        listed = _listed_name_at(text, words, spans, i, casing)
        if listed is not None:
            for k, cased in enumerate(listed):
                write(i + k, cased)
            i += len(listed)
            continue
        if (
            word in DEMONYMS
            or (word == "polish" and i > 0 and words[i - 1] in DEMONYM_LEADS)
            or word in WEEKDAYS
            or word in MONTHS
            or (word in AMBIGUOUS_MONTHS and _dated(text, words, spans, i))
        ):
            capital(i)
        elif (
            _named_here(words, i, casing, follows, text[spans[i][1] : spans[i][1] + 1])
            or _after_opening_role(text, words, spans, i, casing)
            or _named_in_context(text, words, spans, i, casing)
        ):
            capital(i)
            # a surname after the first name: a word no word list knows ("priya shah"), or a noun that ends
            # the phrase ("my name is hannah schmidt and …"; "my wife sofia loves …" keeps its verb)
            if i + 1 < len(words) and gap(i + 1) == " " and casing.could_be_name(words[i + 1]):
                after = text[spans[i + 1][1] :]
                if casing.unknown(words[i + 1]) or re.match(r"\s*(?:[,.!?;)]|$|and\b|but\b)", after):
                    capital(i + 1)
                    i += 1
        i += 1
    return "".join(chars)


def _abbreviation(text: str, spans: list[tuple[int, int]], i: int) -> bool:
    """ "i.e. two weeks", "at 9 a.m. tomorrow": the dot after a one-letter word that follows a dot."""
    if i == 0:
        return False
    start, end = spans[i - 1]
    return end - start == 1 and text.startswith(".", end) and start > 0 and text[start - 1] == "."


def _proper_name_at(words: list[str], i: int, casing: Truecaser) -> tuple[str, ...] | None:
    """The longest lexicon phrase at word `i`: a name's words as written, an everyday phrase as they are."""
    for length in range(min(casing._longest, len(words) - i), 0, -1):
        key = tuple(words[i : i + length])
        cased = casing.proper_names.get(key)
        if cased is not None:
            return cased
        if key in casing.common_phrases:
            return key
    cased = casing.product_names.get((words[i],))
    if cased is not None and (i == 0 or words[i - 1] not in DETERMINERS):
        return cased
    return None


def _listed_name_at(
    text: str, words: list[str], spans: list[tuple[int, int]], i: int, casing: Truecaser
) -> tuple[str, ...] | None:
    """A name of `patterns/truecase_en.json` at word `i`, where the sentence lets it be that name."""
    if words[i] not in casing._listed_heads:
        return None
    for length in (3, 2, 1):
        key = tuple(words[i : i + length])
        if len(key) < length:
            continue
        if key in casing.listed_names:
            return casing.listed_names[key]
        if key in casing.teams and _team_here(words, i, length, casing):
            return casing.teams[key]
        if key in casing.name_towns and _after_place_preposition(text, words, spans, i):
            return casing.name_towns[key]
        if key in casing.stores and _after_place_preposition(text, words, spans, i):
            return casing.stores[key]
        if key in casing.everyday_towns and _town_here(text, words, spans, i, length, casing):
            return casing.everyday_towns[key]
    return None


def _after_opening_role(
    text: str, words: list[str], spans: list[tuple[int, int]], i: int, casing: Truecaser
) -> bool:
    """ "aunt maria is allergic …", "cousin leo is visiting", "brother-in-law marco …": a role that opens the
    sentence with no "my" before it, then a first name or a word no word list knows."""
    word = words[i]
    if not (word in casing.first_names or casing.unknown(word)) or word in NOT_NAMES:
        return False
    if i >= 3 and words[i - 2 : i] == ["in", "law"] and _gap_is_space(text, spans, i):
        start = i - 3
    elif i >= 1 and words[i - 1] in casing.roles and _gap_is_space(text, spans, i):
        start = i - 1
    else:
        return False
    return (start == 0 and _OPENING.fullmatch(text[: spans[0][0]]) is not None) or (
        start > 0 and _sentence_gap(text, spans, start)
    )


def _named_in_context(
    text: str, words: list[str], spans: list[tuple[int, int]], i: int, casing: Truecaser
) -> bool:
    """A first name, or a word no word list knows, where the sentence's shape says it names someone:
    - a child's name with an age, listed after people in the plural ("daughters: mia is 10, zoe is 7");
    - "hey, it's marcus btw" (the rule of `_named_here` with a chat word after the name);
    - set off after a role ("a son, max, and a daughter, lily", "my boss, tom, …");
    - the name the user signs with ("hi there, jess here, …");
    - the name the user asks for after saying what not to be called ("don't call me elizabeth, liz is fine",
      "stop calling me katherine, it's just kate");
    - what a person of the user's is named ("my barber is luis.", "my trainer is kofi and …"): a noun of a
      person before "is" and the name ending the clause ("my answer is max" stays a word).
    Everyday words ("chase", "will") are never first names here unless the casing facts list them so."""
    word = words[i]
    if i == 0 or word in NOT_NAMES or not (word in casing.first_names or casing.unknown(word)):
        return False
    before = text[spans[i - 1][1] : spans[i][0]]
    after = text[spans[i][1] : spans[i + 1][0]] if i + 1 < len(words) else text[spans[i][1] :]
    ends_clause = re.match(r"\s*(?:[,.!?;:)]|—|-\s|$)", after) is not None or (
        i + 1 < len(words) and words[i + 1] in ("and", "but") and after == " "
    )
    if (
        before == ", "
        and words[i - 1] in casing.roles
        and i >= 2
        and words[i - 2] in (*OWNERS, "a", "an", "one", "the")
        and (after.startswith(",") or ends_clause)
    ):
        return True  # "a son, max, and …", "my boss, tom, is …"
    if (
        i + 1 < len(words)
        and words[i + 1] == "here"
        and after == " "
        and re.match(r"\s*(?:[,.!—-]|$)", text[spans[i + 1][1] :]) is not None
        and (_sentence_gap(text, spans, i) or (before.strip() in (",", "") and words[i - 1] in GREETINGS))
    ):
        return True  # "jess here, a freelance illustrator …"
    if words[i - 2 : i] == ["it", "s"] and i + 1 < len(words) and words[i + 1] in CHAT_AFTER and after == " ":
        return True  # "hey, it's marcus btw"
    if (
        re.search(r"(?:[,:]|\band)\s*$", text[: spans[i][0]]) is not None
        and re.match(r" is \d", text[spans[i][1] :]) is not None
        and any(
            words[k] in PLURAL_PEOPLE and not _sentence_gap(text, spans, k + 1)
            for k in range(max(0, i - 12), i)
        )
    ):
        return True  # "three daughters: mia is 10, zoe is 7 and lily is 2"
    if any(
        words[k] in CALLING
        and (words[k + 1] == "me" or (k > 0 and words[k - 1] == "being"))
        and not _sentence_gap(text, spans, k + 1)
        for k in range(max(0, i - 12), i - 1)
    ):
        # the name the user prefers, after the one they were called: "…, (just) liz is fine", "it's kate"
        k = i - 1 if words[i - 1] == "just" else i
        lead = words[k - 2 : k] == ["it", "s"] or re.search(r"[,;:]\s*$", text[: spans[k][0]]) is not None
        preferred = (
            i + 2 < len(words)
            and words[i + 1] == "is"
            and words[i + 2] in ("fine", "ok", "okay", "good", "great")
        )
        return lead and (preferred or (words[k - 2 : k] == ["it", "s"] and ends_clause))
    return (
        i >= 3
        and words[i - 1] == "is"
        and words[i - 3] in OWNERS
        and words[i - 2] in casing.people
        and not _sentence_gap(text, spans, i - 2)
        and not _sentence_gap(text, spans, i)
        and ends_clause
    )


def _gap_is_space(text: str, spans: list[tuple[int, int]], i: int) -> bool:
    """Only a space between word `i - 1` and word `i`."""
    return text[spans[i - 1][1] : spans[i][0]] == " "


def _named_after_title(word: str, casing: Truecaser) -> bool:
    return word in casing.first_names or casing.unknown(word) or casing.could_be_name(word)


def _names_listed_after(
    text: str, words: list[str], spans: list[tuple[int, int]], i: int, casing: Truecaser
) -> list[int]:
    """ "my kids are max and ella", "three grandkids, leo, ruby and finn": the indexes of the names listed
    after people said in the plural (each a first name or a word no word list knows), or none."""
    j = i + 1
    if words[j] == "are" and not _sentence_gap(text, spans, j):
        j += 1
    elif not re.match(r"\s*[,:(]", text[spans[i][1] : spans[j][0]]):
        return []
    found: list[int] = []
    while j < len(words) and not _sentence_gap(text, spans, j):
        word = words[j]
        if word in casing.first_names or casing.unknown(word):
            found.append(j)
            j += 1
            if j < len(words) and words[j] == "and":
                j += 1
            elif j >= len(words) or "," not in text[spans[j - 1][1] : spans[j][0]]:
                break
        else:
            break
    # one name alone after "are" is no list ("my kids are sam's friends"): two or more
    return found if len(found) > 1 else []


def _sentence_gap(text: str, spans: list[tuple[int, int]], index: int) -> bool:
    """Whether a sentence ends between word `index - 1` and word `index`."""
    return _SENTENCE_END.search(text[spans[index - 1][1] : spans[index][0]]) is not None


def _team_here(words: list[str], i: int, length: int, casing: Truecaser) -> bool:
    """ "a huge arsenal supporter", "i support spurs", "rooting for the warriors"; a team no word list knows
    ("lakers") anywhere."""
    if all(not casing._known(word) for word in words[i : i + length]):
        return True
    end = i + length
    if end < len(words) and words[end] in casing.team_cues_after:
        return True
    k = i - 1
    if k >= 0 and words[k] == "the":
        k -= 1
    if k >= 1 and words[k] in ("of", "for"):
        # "a fan of arsenal", "rooting for the spurs"
        return words[k - 1] in casing.team_cues_after or words[k - 1] in ROOTING
    return k >= 0 and words[k] in casing.team_cues_before


def _after_place_preposition(text: str, words: list[str], spans: list[tuple[int, int]], i: int) -> bool:
    return i >= 1 and words[i - 1] in (*PLACE_PREPS, "in") and not _sentence_gap(text, spans, i)


def _town_here(
    text: str, words: list[str], spans: list[tuple[int, int]], i: int, length: int, casing: Truecaser
) -> bool:
    """An everyday-word town: a place preposition after a word of living, moving, staying or coming from
    ("i live in bath", "moving back in with my parents in cork", "originally from reading"), and no noun after
    it ("in reading glasses", "to reading more" stay words)."""
    if not _after_place_preposition(text, words, spans, i) or words[i - 1] in ("at", "visiting", "visit"):
        return False
    k = i - 2
    steps = 0
    while k >= 0 and steps < 4 and not _sentence_gap(text, spans, k + 1):
        if words[k] in casing.place_cues:
            break
        if words[k] not in PLACE_FILLERS:
            return False
        k -= 1
        steps += 1
    else:
        return False
    if k < 0 or _sentence_gap(text, spans, k + 1):
        return False
    end = i + length
    if end >= len(words) or _sentence_gap(text, spans, end):
        return True
    between = text[spans[end - 1][1] : spans[end][0]]
    return any(mark in between for mark in ",;:)") or words[end] in TOWN_FOLLOWERS or words[end] in WEEKDAYS


def _dated(text: str, words: list[str], spans: list[tuple[int, int]], i: int) -> bool:
    """ "in may", "may 3rd", "the 3rd of may": an ambiguous month said as a date."""
    start, end = spans[i]
    if re.match(r"\s*\d", text[end:]) or re.search(r"\d(?:st|nd|rd|th)?\s*$", text[:start]):
        return True
    return (
        i > 0
        and words[i - 1] in DATE_LEADS
        and not re.match(r"\s+(?:be|have|not|i|you|we|they)\b", text[end:])
    )


# chat words that may end a message after a name said as "it's <name>" ("hey it's marcus btw")
_CHAT_TAILS = (["btw"], ["here"], ["again"], ["by", "the", "way"])


def _named_here(words: list[str], i: int, casing: Truecaser, follows: object, after: str) -> bool:
    """Whether the sentence says that word `i` is a name (see the module docstring)."""
    assert callable(follows)
    word = words[i]
    if any(follows(i, cue) for cue in NAME_CUES):
        # said to be a name: a word of the lexicon too ("his name is noodle"), never a verb or an adverb; a
        # plural only where a name is given, not called ("named pickles", but "call me names")
        return casing.could_be_given_name(word, plural=words[i - 1] in ("named", "is", "s", "him", "her"))
    if (
        i >= 2
        and words[i - 1] in casing.pet_roles
        and words[i - 2] in OWNERS
        and word not in casing.pet_compounds
        and follows(i, (words[i - 1],))
    ):
        # pets are named after foods and things ("our dog pepper", "my cat biscuit")
        return casing.could_be_given_name(word)
    if i >= 1 and words[i - 1] in casing.pet_roles and word in casing.pet_compounds:
        return False  # "my dog walker", "my cat sitter": a thing or a person for the pet
    if not casing.could_be_name(word):
        return False
    if any(follows(i, cue) for cue in SELF_INTRO_CUES):
        # "i'm tomasz", or a noun set off by a comma or followed by a surname ("i'm ana, a nurse",
        # "i'm tom becker"): "i'm tired," and "i'm home," are adjectives and adverbs, no names
        surname = i + 1 < len(words) and casing.unknown(words[i + 1])
        if casing.unknown(word) and (
            word.endswith(DESCRIBING_ENDINGS)
            or any(
                word.startswith(prefix) and len(word) - len(prefix) > 3 and casing._known(word[len(prefix) :])
                for prefix in DESCRIBING_PREFIXES
            )
        ):
            return False  # "i'm colorblind, …", "i'm prediabetic, …" describe the user
        first_name = word in casing.first_names and word not in casing.describing_words
        return casing.unknown(word) or after.startswith(",") or surname or first_name
    if (
        i >= 3
        and words[i - 1] == "is"
        and words[i - 2] in casing.roles
        and (words[i - 3] in OWNERS or (i >= 4 and words[i - 4] in OWNERS))
    ):
        # "my manager is priya", "our team lead is marcus": only a word no word list knows or a first name
        # ("my manager is great" stays)
        return bool(follows(i, ("is",))) and (casing.unknown(word) or word in casing.first_names)
    if i >= 2 and words[i - 2 : i] == ["it", "s"] and follows(i, ("it", "s")):
        # "hey, it's marco", "it's james, not jim": a first name or an unknown word set off from what follows,
        # or followed by a chat word that ends the message ("hey it's marcus btw")
        return (word in casing.first_names or casing.unknown(word)) and (
            after in ("", ",", ".", "!", ";") or words[i + 1 :] in _CHAT_TAILS
        )
    if i >= 2 and words[i - 1] in casing.roles and (words[i - 2] in OWNERS or words[i - 2] in casing.roles):
        return bool(follows(i, (words[i - 1],)))
    if i >= 3 and words[i - 1] in casing.roles and words[i - 3] in OWNERS:
        # "my little brother ben", "my best friend kai"
        return bool(follows(i, (words[i - 2], words[i - 1])))
    if i >= 4 and words[i - 2 : i] == ["in", "law"] and words[i - 4] in OWNERS:
        # "my sister-in-law mei"
        return bool(follows(i, (words[i - 3], "in", "law")))
    return (
        i >= 1 and words[i - 1] in PLACE_PREPS and bool(follows(i, (words[i - 1],))) and casing.unknown(word)
    )


def truecaser_for(
    nlp: Language, lexicon: Lexicon, roles: Iterable[str], people: Iterable[str] = ()
) -> Truecaser:
    """The truecaser of an English pipeline: word lists from its lemmatizer's tables (WordNet's index, which
    also holds many place names: those stay low unless the lexicon names them), names from the lexicon."""
    known: set[str] = set()
    non_names: set[str] = set()
    nouns: set[str] = set()
    describing: set[str] = set()
    verb_forms: set[str] = set()
    if "lemmatizer" in nlp.pipe_names:
        lookups = getattr(nlp.get_pipe("lemmatizer"), "lookups", None)
        if lookups is not None and "lemma_index" in lookups:
            index = lookups.get_table("lemma_index")
            for pos in ("noun", "verb", "adj", "adv"):
                words = set(index.get(pos, ()))
                known |= words
                if pos == "noun":
                    nouns = words
                else:
                    non_names |= words
                if pos in ("adj", "adv"):
                    describing |= words
        if lookups is not None and "lemma_exc" in lookups:
            exceptions = lookups.get_table("lemma_exc")
            for pos in ("verb", "adj", "adv"):
                forms = set(exceptions.get(pos, {}))
                non_names |= forms
                if pos == "verb":
                    verb_forms = forms
                else:
                    describing |= forms
            known |= non_names
    proper: list[tuple[str, str, str]] = []
    common: list[str] = []

    facts = load_json("truecase_en.json")
    casing_cues: dict[str, frozenset[str]] = {
        word.lower(): frozenset(cues) for word, cues in facts.get("sense_cues", {}).items()
    }

    def proper_sense(word: str, text: str) -> str | None:
        # the resolution's own choice, with the message as context: cue words ("drive", "code", "phone")
        # outweigh the slight lean of a lower-case word to the everyday sense; an ambiguous one stays a word
        # unless a word of `sense_cues` says which ("python for data work")
        resolution = lexicon.resolve(word, text)
        if resolution is None:
            return None
        if resolution.ambiguous:
            cues = casing_cues.get(word)
            if cues is None or cues.isdisjoint(_WORD.findall(text)):
                return None
            names = [c.name for c in lexicon.senses(word) if any(char.isupper() for char in c.name)]
            return names[0] if len(set(names)) == 1 else None
        name = resolution.concept.name
        return name if any(char.isupper() for char in name) else None

    for concept in lexicon.concepts():
        aliases = concept.aliases_en or concept.aliases
        if any(char.isupper() for char in concept.name):
            proper.extend((alias, concept.name, concept.type) for alias in aliases)
        else:
            common.extend(aliases)
    return build_truecaser(
        proper,
        common,
        known,
        non_names,
        nlp.Defaults.stop_words,
        roles,
        casing_facts=facts,
        nouns=nouns,
        describing_words=describing,
        verb_forms=verb_forms,
        sense=proper_sense,
        people=people,
    )
