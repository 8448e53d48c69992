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
</TS>
