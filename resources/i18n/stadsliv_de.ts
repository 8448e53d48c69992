<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="47" />
            <source>About Stadsliv</source>
            <translation>Über Stadsliv</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="53" />
            <source>Version {version}</source>
            <translation>Version {version}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="58" />
            <source>Three city board games for a table of friends and one computer, passed round: the rules are enforced, secrets stay behind a privacy curtain, and the game is saved after every move.</source>
            <translation>Drei Stadt-Brettspiele für eine Runde Freunde an einem Computer, der herumgereicht wird: die Regeln werden eingehalten, Geheimnisse bleiben hinter einem Sichtschutz, und nach jedem Zug wird gespeichert.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="68" />
            <source>Free software under the MIT licence.</source>
            <translation>Freie Software unter der MIT-Lizenz.</translation>
        </message>
    </context>
    <context>
        <name>ActionBar</name>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="106" />
            <source>Shortcut: {key}</source>
            <translation>Tastenkürzel: {key}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="112" />
            <source>Space</source>
            <translation>Leertaste</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="168" />
            <source>Roll the dice</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="171" />
            <source>Drawing…</source>
            <translation>Wird gezogen…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="175" />
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="176" />
            <source>Roll (Space)</source>
            <translation>Würfeln (Leertaste)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="185" />
            <source>Pass to {name}</source>
            <translation>Weitergeben an {name}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="192" />
            <source>Play again with the same table</source>
            <translation>Nochmal mit derselben Runde</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="194" />
            <source>New game…</source>
            <translation>Neues Spiel…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="206" />
            <source>choose an action</source>
            <translation>wähle einen Zug</translation>
        </message>
    </context>
    <context>
        <name>AmountPanel</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="36" />
            <source>Enter your amount. It stays hidden on screen.</source>
            <translation>Gib deinen Betrag ein. Er bleibt auf dem Bildschirm verborgen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="45" />
            <source>amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="51" />
            <source>Show</source>
            <translation>Zeigen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="52" />
            <source>Hold to check what you typed</source>
            <translation>Gedrückt halten, um die Eingabe zu prüfen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="70" />
            <source>Clear</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="71" />
            <source>Delete the last digit</source>
            <translation>Letzte Ziffer löschen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="74" />
            <source>Seal</source>
            <translation>Versiegeln</translation>
        </message>
    </context>
    <context>
        <name>Curtain</name>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="166" />
            <source>Pass to {name}</source>
            <translation>Weitergeben an {name}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="167" />
            <source>{name}, click this card when only you can see the screen.</source>
            <translation>{name}, klicke auf die Karte, wenn nur du den Bildschirm siehst.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="195" />
            <source>Hide my screen</source>
            <translation>Bildschirm verbergen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="196" />
            <source>Go back to the card without choosing</source>
            <translation>Zurück zur Karte, ohne zu wählen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="212" />
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="267" />
            <source>{name}: only for your eyes</source>
            <translation>{name}: nur für deine Augen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="292" />
            <source>Only you see this.</source>
            <translation>Nur du siehst das.</translation>
        </message>
    </context>
    <context>
        <name>Format</name>
        <message>
            <location filename="../../stadsliv_qt/ui/format.py" line="37" />
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/format.py" line="39" />
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/format.py" line="66" />
            <source>{n} entries</source>
            <translation>{n} Einträge</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="73" />
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="76" />
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="80" />
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="83" />
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="86" />
            <source>Save &amp;as…</source>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="89" />
            <source>&amp;Continue last game</source>
            <translation>Letztes Spiel &amp;fortsetzen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="91" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="93" />
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="95" />
            <location filename="../../stadsliv_qt/ui/main_window.py" line="162" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="98" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="99" />
            <source>Zoom &amp;in</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="104" />
            <source>Zoom &amp;out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="108" />
            <source>&amp;Fit the board</source>
            <translation>&amp;Ganzes Spielbrett</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="111" />
            <source>&amp;Settings</source>
            <translation>&amp;Einstellungen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="112" />
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="122" />
            <source>&amp;Animation speed</source>
            <translation>&amp;Animationstempo</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="124" />
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="125" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="126" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="127" />
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="137" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="139" />
            <source>&amp;Rules of this game</source>
            <translation>&amp;Regeln dieses Spiels</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="141" />
            <source>Rules of…</source>
            <translation>Regeln von…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="144" />
            <source>&amp;About Stadsliv</source>
            <translation>Ü&amp;ber Stadsliv</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="162" />
            <source>&amp;Undo: {what}</source>
            <translation>&amp;Rückgängig: {what}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="170" />
            <source>not saved to a file</source>
            <translation>nicht in einer Datei gespeichert</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="223" />
            <source>{game} with {names}, last played {when}.</source>
            <translation>{game} mit {names}, zuletzt gespielt {when}.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="243" />
            <source>The autosave failed: {why}</source>
            <translation>Automatisches Speichern fehlgeschlagen: {why}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="298" />
            <source>A game is already on the table.</source>
            <translation>Es läuft bereits ein Spiel.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="302" />
            <source>There is no unfinished game to continue.</source>
            <translation>Es gibt kein unfertiges Spiel zum Fortsetzen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="307" />
            <source>The last game cannot be continued</source>
            <translation>Das letzte Spiel kann nicht fortgesetzt werden</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="323" />
            <source>Open a saved game</source>
            <translation>Gespeichertes Spiel öffnen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="323" />
            <location filename="../../stadsliv_qt/ui/main_window.py" line="360" />
            <source>Stadsliv games (*.json)</source>
            <translation>Stadsliv-Spiele (*.json)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="335" />
            <source>This file cannot be opened</source>
            <translation>Diese Datei kann nicht geöffnet werden</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="339" />
            <source>Opened {file}.</source>
            <translation>{file} geöffnet.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="360" />
            <source>Save the game</source>
            <translation>Spiel speichern</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="377" />
            <source>The game was not saved</source>
            <translation>Das Spiel wurde nicht gespeichert</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="382" />
            <source>Saved to {file}.</source>
            <translation>In {file} gespeichert.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="389" />
            <source>No game is running.</source>
            <translation>Es läuft kein Spiel.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="392" />
            <source>Undo waits until the screen is uncovered.</source>
            <translation>Rückgängig wartet, bis der Bildschirm wieder frei ist.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="397" />
            <source>Nothing to undo: play cannot go back past dice, cards or revealed choices.</source>
            <translation>Nichts rückgängig zu machen: das Spiel geht nicht hinter Würfel, Karten oder aufgedeckte Entscheidungen zurück.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="403" />
            <source>Taken back: {what}</source>
            <translation>Zurückgenommen: {what}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="411" />
            <source>Language: {name}</source>
            <translation>Sprache: {name}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="440" />
            <source>Start or open a game to read its rules.</source>
            <translation>Starte oder öffne ein Spiel, um seine Regeln zu lesen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="448" />
            <source>The rules of {game} are not written yet.</source>
            <translation>Die Regeln von {game} sind noch nicht geschrieben.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="72" />
            <source>Enter a name.</source>
            <translation>Gib einen Namen ein.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="74" />
            <source>At most {max} characters (now {n}).</source>
            <translation>Höchstens {max} Zeichen (jetzt {n}).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="78" />
            <source>This name has characters that cannot be shown.</source>
            <translation>Der Name enthält Zeichen, die nicht angezeigt werden können.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="84" />
            <source>Player {n} already has this name.</source>
            <translation>Spieler {n} hat diesen Namen schon.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="101" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="110" />
            <source>Colour (colour-blind-safe palette)</source>
            <translation>Farbe (farbenblind-taugliche Palette)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="118" />
            <source>Token shape</source>
            <translation>Spielfigur</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="121" />
            <source>Remove this player</source>
            <translation>Spieler entfernen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="160" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="169" />
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="184" />
            <source>{low}–{high} players</source>
            <translation>{low}–{high} Spieler</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="198" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="205" />
            <source>Add player</source>
            <translation>Spieler hinzufügen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="214" />
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="224" />
            <source>Seed</source>
            <translation>Startwert</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="227" />
            <source>random</source>
            <translation>zufällig</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="230" />
            <source>Leave empty for a random game; the same seed deals the same dice.</source>
            <translation>Leer lassen für ein zufälliges Spiel; derselbe Startwert ergibt dieselben Würfe.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="234" />
            <source>Pick one</source>
            <translation>Auswürfeln</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="249" />
            <source>Start game</source>
            <translation>Spiel starten</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="279" />
            <location filename="../../stadsliv_qt/ui/new_game.py" line="340" />
            <location filename="../../stadsliv_qt/ui/new_game.py" line="342" />
            <source>Player {n}</source>
            <translation>Spieler {n}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="324" />
            <source>{n} of {low}–{high} players</source>
            <translation>{n} von {low}–{high} Spielern</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="387" />
            <source>This game has no options.</source>
            <translation>Dieses Spiel hat keine Optionen.</translation>
        </message>
    </context>
    <context>
        <name>Palette</name>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="28" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="29" />
            <source>Sky blue</source>
            <translation>Himmelblau</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="30" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="31" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="32" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="33" />
            <source>Vermilion</source>
            <translation>Zinnoberrot</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="34" />
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="35" />
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="36" />
            <source>Grey</source>
            <translation>Grau</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="44" />
            <source>Circle</source>
            <translation>Kreis</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="45" />
            <source>Square</source>
            <translation>Quadrat</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="46" />
            <source>Triangle</source>
            <translation>Dreieck</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="47" />
            <source>Diamond</source>
            <translation>Raute</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="48" />
            <source>Star</source>
            <translation>Stern</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="49" />
            <source>Hexagon</source>
            <translation>Sechseck</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="50" />
            <source>Pentagon</source>
            <translation>Fünfeck</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="51" />
            <source>Cross</source>
            <translation>Kreuz</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="29" />
            <source>Rules: {title}</source>
            <translation>Regeln: {title}</translation>
        </message>
    </context>
    <context>
        <name>SeatPanel</name>
        <message>
            <location filename="../../stadsliv_qt/ui/panels.py" line="99" />
            <source>to play</source>
            <translation>am Zug</translation>
        </message>
    </context>
    <context>
        <name>SummaryScene</name>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="119" />
            <source>This game's board is not drawn yet; the table shows its public state.</source>
            <translation>Das Spielbrett dieses Spiels ist noch nicht gezeichnet; der Tisch zeigt, was alle sehen dürfen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="127" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="129" />
            <source>Waiting for the dice.</source>
            <translation>Warten auf die Würfel.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="131" />
            <source>Everyone chooses in secret.</source>
            <translation>Alle wählen geheim.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="179" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="182" />
            <source>{name} wins</source>
            <translation>{name} gewinnt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="184" />
            <source>Shared win: {names}</source>
            <translation>Geteilter Sieg: {names}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="191" />
            <source>Scores: {scores}</source>
            <translation>Punkte: {scores}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="268" />
            <source>Everyone has chosen</source>
            <translation>Alle haben gewählt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="269" />
            <source>Gather round: the choices are revealed together.</source>
            <translation>Alle zusammenkommen: die Entscheidungen werden gemeinsam aufgedeckt.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="270" />
            <location filename="../../stadsliv_qt/ui/table.py" line="276" />
            <source>Show the table</source>
            <translation>Tisch zeigen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="274" />
            <source>Back to the table</source>
            <translation>Zurück zum Tisch</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="275" />
            <source>Turn the screen so everyone can see it.</source>
            <translation>Dreh den Bildschirm, damit alle ihn sehen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="283" />
            <source>There is news only for you.</source>
            <translation>Es gibt etwas nur für dich.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="295" />
            <source>Only for you</source>
            <translation>Nur für dich</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="341" />
            <source>Your choice is sealed.</source>
            <translation>Deine Wahl ist versiegelt.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="341" />
            <source>Your choice is made.</source>
            <translation>Deine Wahl ist getroffen.</translation>
        </message>
    </context>
    <context>
        <name>WelcomePage</name>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="55" />
            <source>Three city board games for one table and one screen.</source>
            <translation>Drei Stadt-Brettspiele für einen Tisch und einen Bildschirm.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="75" />
            <location filename="../../stadsliv_qt/ui/welcome.py" line="107" />
            <source>An unfinished game is waiting</source>
            <translation>Ein unfertiges Spiel wartet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="81" />
            <source>Continue last game</source>
            <translation>Letztes Spiel fortsetzen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="90" />
            <source>New game…</source>
            <translation>Neues Spiel…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="92" />
            <source>Open a saved game…</source>
            <translation>Gespeichertes Spiel öffnen…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="118" />
            <source>The last game cannot be continued</source>
            <translation>Das letzte Spiel kann nicht fortgesetzt werden</translation>
        </message>
    </context>
    <context>
        <name>BorgataBoardPanel</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="80" />
            <source>Shortcut: {key}</source>
            <translation>Tastenkürzel: {key}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="117" />
            <source>Choose on the board.</source>
            <translation>Wähle auf dem Spielplan.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="123" />
            <source>Click one of the lit lots around Stadshuset to place a member there (BOR-06).</source>
            <translation>Klicke auf eines der leuchtenden Grundstücke um Stadshuset, um dort ein Mitglied aufzustellen (BOR-06).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="129" />
            <source>Click a lit face-down lot to offer it as this round&apos;s contract. With a contract mark every family bids in secret; without one it simply turns up (BOR-12).</source>
            <translation>Klicke auf ein leuchtendes verdecktes Grundstück, um es als Kontrakt dieser Runde anzubieten. Mit Kontraktzeichen bieten alle Familien geheim; ohne wird es einfach aufgedeckt (BOR-12).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="137" />
            <source>Click a lit lot to collect there despite its police car: one of your members there goes to Fängelset (BOR-11).</source>
            <translation>Klicke auf ein leuchtendes Grundstück, um dort trotz Polizeiwagen zu kassieren: eines eurer Mitglieder dort kommt nach Fängelset (BOR-11).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="143" />
            <source>Leave them alone</source>
            <translation>Lieber nicht</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="149" />
            <source>Click a lit lot for a new member: {price} on a lot you control ({most} a round), {prison} in Fängelset if you control it (BOR-14).</source>
            <translation>Klicke auf ein leuchtendes Grundstück für ein neues Mitglied: {price} auf einem Grundstück, das ihr kontrolliert ({most} pro Runde), {prison} in Fängelset, wenn ihr es kontrolliert (BOR-14).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="159" />
            <source>Done recruiting</source>
            <translation>Fertig mit Anwerben</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="169" />
            <source>As controller of {lot} you may stop {categories} from paying anyone this round (BOR-11). Click the lit {lot} or choose here.</source>
            <translation>Als Kontrolleur von {lot} dürft ihr verhindern, dass {categories} in dieser Runde irgendwem etwas einbringt (BOR-11). Klicke auf das leuchtende {lot} oder wähle hier.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="176" />
            <source>Block {categories}</source>
            <translation>{categories} sperren</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="182" />
            <source>Let {categories} be collected</source>
            <translation>{categories} kassieren lassen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="196" />
            <source>{attacker} plays {attack} against one of your members on {lot}. You hold {answer}: play it and the attack fails; both contacts go back to the table.</source>
            <translation>{attacker} spielt {attack} gegen eines eurer Mitglieder auf {lot}. Ihr habt {answer}: spielt ihn, und der Angriff scheitert; beide Kontakte gehen zurück auf den Tisch.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="208" />
            <source>Play {answer}</source>
            <translation>{answer} spielen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="214" />
            <source>Let it happen</source>
            <translation>Geschehen lassen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="230" />
            <source>Move one member one step, play a contact, or pass (BOR-13).</source>
            <translation>Ziehe ein Mitglied einen Schritt, spiele einen Kontakt oder passe (BOR-13).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="237" />
            <source>Play {contact}</source>
            <translation>{contact} spielen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="244" />
            <source>Strike {name}</source>
            <translation>{name} treffen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="250" />
            <source>Free only one</source>
            <translation>Nur einen befreien</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="252" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="255" />
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="261" />
            <source>No member may step now: play a contact or pass (BOR-13).</source>
            <translation>Kein Mitglied darf jetzt ziehen: spiele einen Kontakt oder passe (BOR-13).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="264" />
            <source>Click a lit lot to step there, one step in any of 8 directions; face-down lots and Fängelset are not offered (BOR-13).</source>
            <translation>Klicke auf ein leuchtendes Grundstück, um dorthin zu ziehen, ein Schritt in eine der 8 Richtungen; verdeckte Grundstücke und Fängelset werden nicht angeboten (BOR-13).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="268" />
            <source>Click one of your members (lots with a dashed light) to move it one step, click a contact you hold to play it, or pass (BOR-13).</source>
            <translation>Klicke auf eines eurer Mitglieder (Grundstücke mit gestricheltem Licht), um es einen Schritt zu ziehen, auf einen eurer Kontakte, um ihn zu spielen, oder passe (BOR-13).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="273" />
            <source>{contact}: several families stand there. Strike whom?</source>
            <translation>{contact}: Dort stehen mehrere Familien. Wen treffen?</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="274" />
            <source>{contact}: click the lit lot to go to.</source>
            <translation>{contact}: Klicke auf das leuchtende Zielgrundstück.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="275" />
            <source>{contact}: click the second lot.</source>
            <translation>{contact}: Klicke auf das zweite Grundstück.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="281" />
            <source>Lönnmördaren: click a lit lot, or one family&apos;s members on it.</source>
            <translation>Lönnmördaren: Klicke auf ein leuchtendes Grundstück oder auf die Mitglieder einer Familie dort.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="283" />
            <source>FBI: click a lit lot, or one family&apos;s members on it.</source>
            <translation>FBI: Klicke auf ein leuchtendes Grundstück oder auf die Mitglieder einer Familie dort.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="284" />
            <source>Mordbrännaren: click the face-up district to burn.</source>
            <translation>Mordbrännaren: Klicke auf den offenen Stadtteil, der brennen soll.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="286" />
            <source>Polisbilen: click a lit lot for a new police car, or a lot with a car to move it.</source>
            <translation>Polisbilen: Klicke auf ein leuchtendes Grundstück für einen neuen Polizeiwagen oder auf ein Grundstück mit Wagen, um ihn zu versetzen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="288" />
            <source>Advokaten: click where your first freed member goes.</source>
            <translation>Advokaten: Klicke, wohin euer erstes befreites Mitglied geht.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="289" />
            <source>Informatören: click the face-down lots to look at.</source>
            <translation>Informatören: Klicke auf die verdeckten Grundstücke, die ihr ansehen wollt.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="290" />
            <source>Smugglaren: click the member to smuggle, then where it goes.</source>
            <translation>Smugglaren: Klicke auf das Mitglied, das geschmuggelt wird, dann auf sein Ziel.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="291" />
            <source>Polischefen: click the police car to remove.</source>
            <translation>Polischefen: Klicke auf den Polizeiwagen, der verschwinden soll.</translation>
        </message>
    </context>
    <context>
        <name>BorgataEnvelope</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="98" />
            <source>Empty this envelope</source>
            <translation>Diesen Umschlag leeren</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="99" />
            <source>Delete the last digit</source>
            <translation>Letzte Ziffer löschen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="100" />
            <source>Next envelope</source>
            <translation>Nächster Umschlag</translation>
        </message>
    </context>
    <context>
        <name>BorgataLot</name>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_lot.py" line="121" />
            <source>blocked</source>
            <translation>gesperrt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_lot.py" line="233" />
            <source>pays nothing</source>
            <translation>bringt nichts</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_lot.py" line="238" />
            <source>blocks {category}</source>
            <translation>sperrt {category}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_lot.py" line="294" />
            <source>Kontrakt</source>
            <translation>Kontrakt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_lot.py" line="302" />
            <source>on offer</source>
            <translation>im Angebot</translation>
        </message>
    </context>
    <context>
        <name>BorgataOverlay</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_overlay.py" line="52" />
            <source>Back to the city</source>
            <translation>Zurück in die Stadt</translation>
        </message>
    </context>
    <context>
        <name>BorgataResults</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_adapters.py" line="25" />
            <source>Lot value</source>
            <translation>Grundstückswert</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_adapters.py" line="26" />
            <source>Members in the city</source>
            <translation>Mitglieder in der Stadt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_adapters.py" line="27" />
            <source>Money</source>
            <translation>Geld</translation>
        </message>
    </context>
    <context>
        <name>BorgataReveal</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="71" />
            <source>The contract bids are opened</source>
            <translation>Die Kontraktgebote werden geöffnet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="73" />
            <source>The envelopes are opened</source>
            <translation>Die Umschläge werden geöffnet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="79" />
            <source>The single highest bid wins the contract and is paid to the bank; a tie or no bid turns the lot up (BOR-12).</source>
            <translation>Das einzige höchste Gebot gewinnt den Kontrakt und geht an die Bank; Gleichstand oder kein Gebot deckt das Grundstück auf (BOR-12).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="84" />
            <source>Alt 1: the single highest envelope wins each contact, and every envelope is paid to the bank, won or not (BOR-10).</source>
            <translation>Alt 1: Der einzige höchste Umschlag gewinnt jeden Kontakt, und jeder Umschlag geht an die Bank, gewonnen oder nicht (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="89" />
            <source>Alt 2: the single highest envelope wins each contact and only the winning envelope is paid; the others come back. A tie or $0 wins nothing (BOR-10).</source>
            <translation>Alt 2: Der einzige höchste Umschlag gewinnt jeden Kontakt, und nur der gewinnende Umschlag wird bezahlt; die anderen kommen zurück. Gleichstand oder $0 gewinnt nichts (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="110" />
            <source>Open all now</source>
            <translation>Alle jetzt öffnen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="135" />
            <source>The contract</source>
            <translation>Der Kontrakt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="174" />
            <source>Contact</source>
            <translation>Kontakt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="191" />
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="265" />
            <source>{name} wins it</source>
            <translation>{name} gewinnt ihn</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="267" />
            <source>{name} wins and pays {amount}</source>
            <translation>{name} gewinnt und zahlt {amount}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="271" />
            <source>Tie at {amount}: nobody gets it</source>
            <translation>Gleichstand bei {amount}: niemand bekommt ihn</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="273" />
            <source>No money offered: nobody gets it</source>
            <translation>Kein Geld geboten: niemand bekommt ihn</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="279" />
            <source>Paid to the bank: {list}</source>
            <translation>An die Bank gezahlt: {list}</translation>
        </message>
    </context>
    <context>
        <name>BorgataScene</name>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="220" />
            <source>Click to choose this lot.</source>
            <translation>Klicke, um dieses Grundstück zu wählen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="222" />
            <source>Click to pick up from here.</source>
            <translation>Klicke, um von hier aufzunehmen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="224" />
            <source>Picked. Click again to undo the pick.</source>
            <translation>Gewählt. Klicke noch einmal, um die Wahl zurückzunehmen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="228" />
            <source>Not possible: {why}</source>
            <translation>Nicht möglich: {why}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="229" />
            <source>Not offered now.</source>
            <translation>Jetzt nicht angeboten.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="316" />
            <source>Conflict</source>
            <translation>Konflikt</translation>
        </message>
    </context>
    <context>
        <name>BorgataSheet</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="201" />
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="337" />
            <source>Show amounts</source>
            <translation>Beträge zeigen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="203" />
            <source>Only while nobody else can see the screen</source>
            <translation>Nur wenn sonst niemand den Bildschirm sieht</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="208" />
            <source>Seal my bid</source>
            <translation>Mein Gebot versiegeln</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="208" />
            <source>Seal my envelopes</source>
            <translation>Meine Umschläge versiegeln</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="257" />
            <source>The highest single bid wins the contract and is paid to the bank; your new member then waits on the face-down lot (BOR-12).</source>
            <translation>Das einzige höchste Gebot gewinnt den Kontrakt und wird an die Bank gezahlt; euer neues Mitglied wartet dann auf dem verdeckten Grundstück (BOR-12).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="262" />
            <source>The highest single envelope wins each contact. Alt 1: every envelope is paid to the bank, won or not (BOR-10).</source>
            <translation>Der einzige höchste Umschlag gewinnt jeden Kontakt. Alt 1: Jeder Umschlag geht an die Bank, gewonnen oder nicht (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="267" />
            <source>The highest single envelope wins each contact. Alt 2: only winning envelopes are paid; the others come back (BOR-10).</source>
            <translation>Der einzige höchste Umschlag gewinnt jeden Kontakt. Alt 2: Nur gewinnende Umschläge werden bezahlt; die anderen kommen zurück (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="280" />
            <source>The contract on {lot}</source>
            <translation>Der Kontrakt auf {lot}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="281" />
            <source>Your sealed bid (BOR-12)</source>
            <translation>Euer versiegeltes Gebot (BOR-12)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="302" />
            <source>contract {amount}</source>
            <translation>Kontrakt {amount}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="304" />
            <source>no contract</source>
            <translation>kein Kontrakt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="307" />
            <source>{lot} is {name}: {category}, value {value}, {deal}</source>
            <translation>{lot} ist {name}: {category}, Wert {value}, {deal}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="316" />
            <source>Your informant told you (only you see this):</source>
            <translation>Euer Informant hat euch verraten (nur ihr seht das):</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="324" />
            <source>Keypad for the envelope on {name}</source>
            <translation>Tastenfeld für den Umschlag auf {name}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="337" />
            <source>Hide amounts</source>
            <translation>Beträge verbergen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="348" />
            <source>Your bid: {total} of your {cash}</source>
            <translation>Euer Gebot: {total} von euren {cash}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="350" />
            <source>In your envelopes: {total} of your {cash}</source>
            <translation>In euren Umschlägen: {total} von euren {cash}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="357" />
            <source>Too much: you have only {cash}. Lower your bid before you seal.</source>
            <translation>Zu viel: Ihr habt nur {cash}. Senkt euer Gebot, bevor ihr versiegelt.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="364" />
            <source>Too much: your envelopes hold more than your {cash}. Take some money out before you seal.</source>
            <translation>Zu viel: Eure Umschläge enthalten mehr als eure {cash}. Nehmt etwas Geld heraus, bevor ihr versiegelt.</translation>
        </message>
    </context>
    <context>
        <name>BorgataSide</name>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="52" />
            <source>A round has five phases: Kontakter (BOR-10), Inkassera (BOR-11), Kontrakt (BOR-12), Mobilisera (BOR-13) and Rekrytera (BOR-14).</source>
            <translation>Eine Runde hat fünf Phasen: Kontakter (BOR-10), Inkassera (BOR-11), Kontrakt (BOR-12), Mobilisera (BOR-13) und Rekrytera (BOR-14).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="73" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="138" />
            <source>Status orders play: total value of controlled lots, then members in the city, then money, then seat (BOR-07). A family wins at once by controlling Stadshuset and the four corner lots, by being the only family left in the city, or by controlling lots worth {target} (BOR-09).</source>
            <translation>Der Status bestimmt die Reihenfolge: Gesamtwert der kontrollierten Grundstücke, dann Mitglieder in der Stadt, dann Geld, dann Platz (BOR-07). Eine Familie gewinnt sofort, wenn sie Stadshuset und die vier Eckgrundstücke kontrolliert, als einzige Familie in der Stadt übrig ist oder Grundstücke im Wert von {target} kontrolliert (BOR-09).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="160" />
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="167" />
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="172" />
            <source>Win: Stadshuset + 4 corners · last family in the city · lots worth {n}</source>
            <translation>Sieg: Stadshuset + 4 Ecken · letzte Familie in der Stadt · Grundstücke im Wert von {n}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="227" />
            <source>{n} in city</source>
            <translation>{n} in der Stadt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="232" />
            <source>Police cars {n}/{limit}</source>
            <translation>Polizeiwagen {n}/{limit}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="235" />
            <source>District deck {n}</source>
            <translation>Stadtteilstapel {n}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="237" />
            <source>Alt 1: every envelope is paid</source>
            <translation>Alt 1: jeder Umschlag wird bezahlt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="239" />
            <source>Alt 2: only winning envelopes are paid</source>
            <translation>Alt 2: nur gewinnende Umschläge werden bezahlt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="337" />
            <source>response</source>
            <translation>Antwort</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="355" />
            <source>in the envelopes</source>
            <translation>in den Umschlägen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="357" />
            <source>on the table</source>
            <translation>auf dem Tisch</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="395" />
            <source>{name} rules the city</source>
            <translation>{name} beherrscht die Stadt</translation>
        </message>
    </context>
    <context>
        <name>BorgataText</name>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="28" />
            <source>Opening</source>
            <translation>Eröffnung</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="41" />
            <source>{name} {n} ({m} moved this round)</source>
            <translation>{name} {n} ({m} in dieser Runde gezogen)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="48" />
            <source>Nobody stands here.</source>
            <translation>Hier steht niemand.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="49" />
            <source>Members: {list}</source>
            <translation>Mitglieder: {list}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="57" />
            <source>Nobody controls Fängelset (BOR-15).</source>
            <translation>Niemand kontrolliert Fängelset (BOR-15).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="58" />
            <source>Controlled by {name} (BOR-15).</source>
            <translation>Kontrolliert von {name} (BOR-15).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="62" />
            <source>Controlled by {name}: only its members stand here (BOR-07).</source>
            <translation>Kontrolliert von {name}: nur deren Mitglieder stehen hier (BOR-07).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="66" />
            <source>Several families stand here: they fight when Mobilisera ends (BOR-08).</source>
            <translation>Hier stehen mehrere Familien: Sie kämpfen, wenn Mobilisera endet (BOR-08).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="70" />
            <source>Nobody controls it (BOR-07).</source>
            <translation>Niemand kontrolliert es (BOR-07).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="74" />
            <source>A face-down lot · {label}</source>
            <translation>Ein verdecktes Grundstück · {label}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="77" />
            <source>Its back shows a contract mark: it can be offered as a contract in Kontrakt (BOR-12); the winner&apos;s new member waits here and the contract pays when the lot turns up (BOR-10).</source>
            <translation>Die Rückseite trägt ein Kontraktzeichen: Es kann in Kontrakt angeboten werden (BOR-12); das neue Mitglied des Gewinners wartet hier, und der Kontrakt zahlt, wenn das Grundstück aufgedeckt wird (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="86" />
            <source>Its back shows no contract mark: named in Kontrakt, it simply turns up (BOR-12).</source>
            <translation>Die Rückseite trägt kein Kontraktzeichen: In Kontrakt genannt, wird es einfach aufgedeckt (BOR-12).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="92" />
            <source>Nobody steps onto a face-down lot (BOR-13); what lies beneath stays hidden until it turns up (BOR-27).</source>
            <translation>Niemand betritt ein verdecktes Grundstück (BOR-13); was darunter liegt, bleibt verborgen, bis es aufgedeckt wird (BOR-27).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="101" />
            <source>{name}&apos;s contract member waits here until the next Kontakter (BOR-10).</source>
            <translation>Das Kontraktmitglied von {name} wartet hier bis zur nächsten Kontakter-Phase (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="107" />
            <source>Offered as this round&apos;s contract (BOR-12).</source>
            <translation>Als Kontrakt dieser Runde angeboten (BOR-12).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="119" />
            <source>Value 5 · collecting pays {income} (BOR-03, BOR-11)</source>
            <translation>Wert 5 · Kassieren bringt {income} (BOR-03, BOR-11)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="124" />
            <source>Value 5 for the family that controls it (BOR-03)</source>
            <translation>Wert 5 für die Familie, die es kontrolliert (BOR-03)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="129" />
            <source>Fängelset pays nothing. The family with most members here controls it; a tie keeps the former controller (BOR-15). Nobody walks in (BOR-13) and no conflict happens here (BOR-08); its controller may recruit one more member here for {price} (BOR-14).</source>
            <translation>Fängelset bringt nichts. Die Familie mit den meisten Mitgliedern hier kontrolliert es; bei Gleichstand behält es der bisherige Kontrolleur (BOR-15). Niemand geht hinein (BOR-13), und hier gibt es keinen Konflikt (BOR-08); sein Kontrolleur darf hier ein weiteres Mitglied für {price} anwerben (BOR-14).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="138" />
            <source>Its controller may block {categories} from collection each round (BOR-11). A value-5 lot cannot be burnt (BOR-21).</source>
            <translation>Sein Kontrolleur darf jede Runde das Kassieren bei {categories} sperren (BOR-11). Ein Grundstück mit Wert 5 kann nicht niedergebrannt werden (BOR-21).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="146" />
            <source>{category} · value {value} · collecting pays {income} (BOR-03)</source>
            <translation>{category} · Wert {value} · Kassieren bringt {income} (BOR-03)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="156" />
            <source>Lönnmördaren cannot strike the family that controls a {category} (BOR-17).</source>
            <translation>Lönnmördaren kann die Familie nicht treffen, die einen {category} kontrolliert (BOR-17).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="163" />
            <source>{category} is blocked this round: it pays nothing (BOR-11).</source>
            <translation>{category} ist in dieser Runde gesperrt: Es bringt nichts (BOR-11).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="171" />
            <source>A police car stands here: collecting here sends one member to Fängelset (BOR-11, BOR-22).</source>
            <translation>Hier steht ein Polizeiwagen: Kassieren hier schickt ein Mitglied nach Fängelset (BOR-11, BOR-22).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="189" />
            <source>On the table: the highest single envelope in Kontakter wins it (BOR-10).</source>
            <translation>Auf dem Tisch: Der einzige höchste Umschlag in Kontakter gewinnt ihn (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="196" />
            <source>Held by {name}: offered to {name} at once when the attack it answers strikes (BOR-27).</source>
            <translation>Bei {name}: wird {name} sofort angeboten, wenn der Angriff trifft, den er beantwortet (BOR-27).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="204" />
            <source>Held by {name}: played in Mobilisera instead of a step, then it goes back to the table (BOR-13).</source>
            <translation>Bei {name}: wird in Mobilisera statt eines Schritts gespielt und geht dann zurück auf den Tisch (BOR-13).</translation>
        </message>
    </context>
</TS>
