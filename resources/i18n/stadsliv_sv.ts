<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="47" />
            <source>About Stadsliv</source>
            <translation>Om Stadsliv</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="53" />
            <source>Version {version}</source>
            <translation>Version {version}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="58" />
            <source>Three city board games for a table of friends and one computer, passed round: the rules are enforced, secrets stay behind a privacy curtain, and the game is saved after every move.</source>
            <translation>Tre stadsbrädspel för ett sällskap och en dator som skickas runt: reglerna följs, hemligheter stannar bakom en skärm och spelet sparas efter varje drag.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="68" />
            <source>Free software under the MIT licence.</source>
            <translation>Fri programvara under MIT-licensen.</translation>
        </message>
    </context>
    <context>
        <name>ActionBar</name>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="106" />
            <source>Shortcut: {key}</source>
            <translation>Kortkommando: {key}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="112" />
            <source>Space</source>
            <translation>Mellanslag</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="168" />
            <source>Roll the dice</source>
            <translation>Slå tärningarna</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="171" />
            <source>Drawing…</source>
            <translation>Drar…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="175" />
            <source>Roll</source>
            <translation>Slå</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="176" />
            <source>Roll (Space)</source>
            <translation>Slå (mellanslag)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="185" />
            <source>Pass to {name}</source>
            <translation>Lämna över till {name}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="192" />
            <source>Play again with the same table</source>
            <translation>Spela igen med samma sällskap</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="194" />
            <source>New game…</source>
            <translation>Nytt spel…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/action_bar.py" line="206" />
            <source>choose an action</source>
            <translation>välj ett drag</translation>
        </message>
    </context>
    <context>
        <name>AmountPanel</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="36" />
            <source>Enter your amount. It stays hidden on screen.</source>
            <translation>Skriv in ditt belopp. Det syns inte på skärmen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="45" />
            <source>amount</source>
            <translation>belopp</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="51" />
            <source>Show</source>
            <translation>Visa</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="52" />
            <source>Hold to check what you typed</source>
            <translation>Håll inne för att se vad du skrev</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="70" />
            <source>Clear</source>
            <translation>Rensa</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="71" />
            <source>Delete the last digit</source>
            <translation>Ta bort sista siffran</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="74" />
            <source>Seal</source>
            <translation>Försegla</translation>
        </message>
    </context>
    <context>
        <name>Curtain</name>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="166" />
            <source>Pass to {name}</source>
            <translation>Lämna över till {name}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="167" />
            <source>{name}, click this card when only you can see the screen.</source>
            <translation>{name}, klicka på kortet när bara du ser skärmen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="195" />
            <source>Hide my screen</source>
            <translation>Dölj min skärm</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="196" />
            <source>Go back to the card without choosing</source>
            <translation>Tillbaka till kortet utan att välja</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="212" />
            <source>Done</source>
            <translation>Klar</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="267" />
            <source>{name}: only for your eyes</source>
            <translation>{name}: bara för dina ögon</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/handoff.py" line="292" />
            <source>Only you see this.</source>
            <translation>Bara du ser detta.</translation>
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
            <translation>nej</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/format.py" line="66" />
            <source>{n} entries</source>
            <translation>{n} poster</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="73" />
            <source>&amp;Game</source>
            <translation>&amp;Spel</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="76" />
            <source>&amp;New game…</source>
            <translation>&amp;Nytt spel…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="80" />
            <source>&amp;Open…</source>
            <translation>&amp;Öppna…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="83" />
            <source>&amp;Save</source>
            <translation>&amp;Spara</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="86" />
            <source>Save &amp;as…</source>
            <translation>Spara s&amp;om…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="89" />
            <source>&amp;Continue last game</source>
            <translation>&amp;Fortsätt senaste spelet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="91" />
            <source>&amp;Quit</source>
            <translation>&amp;Avsluta</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="93" />
            <source>&amp;Edit</source>
            <translation>&amp;Redigera</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="95" />
            <location filename="../../stadsliv_qt/ui/main_window.py" line="162" />
            <source>&amp;Undo</source>
            <translation>&amp;Ångra</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="98" />
            <source>&amp;View</source>
            <translation>&amp;Visa</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="99" />
            <source>Zoom &amp;in</source>
            <translation>Zooma &amp;in</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="104" />
            <source>Zoom &amp;out</source>
            <translation>Zooma &amp;ut</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="108" />
            <source>&amp;Fit the board</source>
            <translation>&amp;Hela brädet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="111" />
            <source>&amp;Settings</source>
            <translation>&amp;Inställningar</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="112" />
            <source>&amp;Language</source>
            <translation>&amp;Språk</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="122" />
            <source>&amp;Animation speed</source>
            <translation>&amp;Animeringshastighet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="124" />
            <source>Off</source>
            <translation>Av</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="125" />
            <source>Fast</source>
            <translation>Snabb</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="126" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="127" />
            <source>Slow</source>
            <translation>Långsam</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="137" />
            <source>&amp;Help</source>
            <translation>&amp;Hjälp</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="139" />
            <source>&amp;Rules of this game</source>
            <translation>&amp;Regler för detta spel</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="141" />
            <source>Rules of…</source>
            <translation>Regler för…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="144" />
            <source>&amp;About Stadsliv</source>
            <translation>&amp;Om Stadsliv</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="162" />
            <source>&amp;Undo: {what}</source>
            <translation>&amp;Ångra: {what}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="170" />
            <source>not saved to a file</source>
            <translation>inte sparat i en fil</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="223" />
            <source>{game} with {names}, last played {when}.</source>
            <translation>{game} med {names}, senast spelat {when}.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="243" />
            <source>The autosave failed: {why}</source>
            <translation>Autosparningen misslyckades: {why}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="298" />
            <source>A game is already on the table.</source>
            <translation>Ett spel pågår redan.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="302" />
            <source>There is no unfinished game to continue.</source>
            <translation>Det finns inget oavslutat spel att fortsätta.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="307" />
            <source>The last game cannot be continued</source>
            <translation>Det senaste spelet kan inte fortsättas</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="323" />
            <source>Open a saved game</source>
            <translation>Öppna ett sparat spel</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="323" />
            <location filename="../../stadsliv_qt/ui/main_window.py" line="360" />
            <source>Stadsliv games (*.json)</source>
            <translation>Stadsliv-spel (*.json)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="335" />
            <source>This file cannot be opened</source>
            <translation>Filen kan inte öppnas</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="339" />
            <source>Opened {file}.</source>
            <translation>Öppnade {file}.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="360" />
            <source>Save the game</source>
            <translation>Spara spelet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="377" />
            <source>The game was not saved</source>
            <translation>Spelet sparades inte</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="382" />
            <source>Saved to {file}.</source>
            <translation>Sparat i {file}.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="389" />
            <source>No game is running.</source>
            <translation>Inget spel pågår.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="392" />
            <source>Undo waits until the screen is uncovered.</source>
            <translation>Ångra får vänta tills skärmen är framme igen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="397" />
            <source>Nothing to undo: play cannot go back past dice, cards or revealed choices.</source>
            <translation>Inget att ångra: spelet kan inte backa förbi tärningar, kort eller avslöjade val.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="403" />
            <source>Taken back: {what}</source>
            <translation>Ångrat: {what}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="411" />
            <source>Language: {name}</source>
            <translation>Språk: {name}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="440" />
            <source>Start or open a game to read its rules.</source>
            <translation>Starta eller öppna ett spel för att läsa dess regler.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/main_window.py" line="448" />
            <source>The rules of {game} are not written yet.</source>
            <translation>Reglerna för {game} är inte skrivna än.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="72" />
            <source>Enter a name.</source>
            <translation>Skriv ett namn.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="74" />
            <source>At most {max} characters (now {n}).</source>
            <translation>Högst {max} tecken (nu {n}).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="78" />
            <source>This name has characters that cannot be shown.</source>
            <translation>Namnet innehåller tecken som inte kan visas.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="84" />
            <source>Player {n} already has this name.</source>
            <translation>Spelare {n} har redan det namnet.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="101" />
            <source>Name</source>
            <translation>Namn</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="110" />
            <source>Colour (colour-blind-safe palette)</source>
            <translation>Färg (palett som fungerar vid färgblindhet)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="118" />
            <source>Token shape</source>
            <translation>Pjäsform</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="121" />
            <source>Remove this player</source>
            <translation>Ta bort spelaren</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="160" />
            <source>New game</source>
            <translation>Nytt spel</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="169" />
            <source>Game</source>
            <translation>Spel</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="184" />
            <source>{low}–{high} players</source>
            <translation>{low}–{high} spelare</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="198" />
            <source>Players</source>
            <translation>Spelare</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="205" />
            <source>Add player</source>
            <translation>Lägg till spelare</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="214" />
            <source>Options</source>
            <translation>Val</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="224" />
            <source>Seed</source>
            <translation>Frö</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="227" />
            <source>random</source>
            <translation>slumpat</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="230" />
            <source>Leave empty for a random game; the same seed deals the same dice.</source>
            <translation>Lämna tomt för ett slumpat spel; samma frö ger samma tärningar.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="234" />
            <source>Pick one</source>
            <translation>Välj ett</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="249" />
            <source>Start game</source>
            <translation>Starta spelet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="279" />
            <location filename="../../stadsliv_qt/ui/new_game.py" line="340" />
            <location filename="../../stadsliv_qt/ui/new_game.py" line="342" />
            <source>Player {n}</source>
            <translation>Spelare {n}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="324" />
            <source>{n} of {low}–{high} players</source>
            <translation>{n} av {low}–{high} spelare</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/new_game.py" line="387" />
            <source>This game has no options.</source>
            <translation>Spelet har inga val.</translation>
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
            <translation>Himmelsblå</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="30" />
            <source>Green</source>
            <translation>Grön</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="31" />
            <source>Yellow</source>
            <translation>Gul</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="32" />
            <source>Blue</source>
            <translation>Blå</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="33" />
            <source>Vermilion</source>
            <translation>Cinnober</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="34" />
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="35" />
            <source>Black</source>
            <translation>Svart</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="36" />
            <source>Grey</source>
            <translation>Grå</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="44" />
            <source>Circle</source>
            <translation>Cirkel</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="45" />
            <source>Square</source>
            <translation>Kvadrat</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="46" />
            <source>Triangle</source>
            <translation>Triangel</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="47" />
            <source>Diamond</source>
            <translation>Romb</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="48" />
            <source>Star</source>
            <translation>Stjärna</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="49" />
            <source>Hexagon</source>
            <translation>Sexhörning</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="50" />
            <source>Pentagon</source>
            <translation>Femhörning</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/tokens.py" line="51" />
            <source>Cross</source>
            <translation>Kors</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="29" />
            <source>Rules: {title}</source>
            <translation>Regler: {title}</translation>
        </message>
    </context>
    <context>
        <name>SeatPanel</name>
        <message>
            <location filename="../../stadsliv_qt/ui/panels.py" line="99" />
            <source>to play</source>
            <translation>på tur</translation>
        </message>
    </context>
    <context>
        <name>SummaryScene</name>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="119" />
            <source>This game's board is not drawn yet; the table shows its public state.</source>
            <translation>Spelets bräde är inte ritat än; bordet visar det som alla får se.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="127" />
            <source>The game is over.</source>
            <translation>Spelet är slut.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="129" />
            <source>Waiting for the dice.</source>
            <translation>Väntar på tärningarna.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="131" />
            <source>Everyone chooses in secret.</source>
            <translation>Alla väljer i hemlighet.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="179" />
            <source>The game is over.</source>
            <translation>Spelet är slut.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="182" />
            <source>{name} wins</source>
            <translation>{name} vinner</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="184" />
            <source>Shared win: {names}</source>
            <translation>Delad seger: {names}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="191" />
            <source>Scores: {scores}</source>
            <translation>Poäng: {scores}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="268" />
            <source>Everyone has chosen</source>
            <translation>Alla har valt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="269" />
            <source>Gather round: the choices are revealed together.</source>
            <translation>Samlas runt skärmen: valen visas samtidigt.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="270" />
            <location filename="../../stadsliv_qt/ui/table.py" line="276" />
            <source>Show the table</source>
            <translation>Visa bordet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="274" />
            <source>Back to the table</source>
            <translation>Tillbaka till bordet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="275" />
            <source>Turn the screen so everyone can see it.</source>
            <translation>Vänd skärmen så att alla ser den.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="283" />
            <source>There is news only for you.</source>
            <translation>Det finns något som bara du får se.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="295" />
            <source>Only for you</source>
            <translation>Bara för dig</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="341" />
            <source>Your choice is sealed.</source>
            <translation>Ditt val är förseglat.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/table.py" line="341" />
            <source>Your choice is made.</source>
            <translation>Ditt val är gjort.</translation>
        </message>
    </context>
    <context>
        <name>WelcomePage</name>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="55" />
            <source>Three city board games for one table and one screen.</source>
            <translation>Tre stadsbrädspel för ett bord och en skärm.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="75" />
            <location filename="../../stadsliv_qt/ui/welcome.py" line="107" />
            <source>An unfinished game is waiting</source>
            <translation>Ett oavslutat spel väntar</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="81" />
            <source>Continue last game</source>
            <translation>Fortsätt senaste spelet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="90" />
            <source>New game…</source>
            <translation>Nytt spel…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="92" />
            <source>Open a saved game…</source>
            <translation>Öppna ett sparat spel…</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/welcome.py" line="118" />
            <source>The last game cannot be continued</source>
            <translation>Det senaste spelet kan inte fortsättas</translation>
        </message>
    </context>
    <context>
        <name>BorgataBoardPanel</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="80" />
            <source>Shortcut: {key}</source>
            <translation>Kortkommando: {key}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="117" />
            <source>Choose on the board.</source>
            <translation>Välj på spelplanen.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="123" />
            <source>Click one of the lit lots around Stadshuset to place a member there (BOR-06).</source>
            <translation>Klicka på en av de upplysta tomterna runt Stadshuset för att ställa en medlem där (BOR-06).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="129" />
            <source>Click a lit face-down lot to offer it as this round&apos;s contract. With a contract mark every family bids in secret; without one it simply turns up (BOR-12).</source>
            <translation>Klicka på en upplyst nedvänd tomt för att erbjuda den som rundans kontrakt. Med kontraktsmärke bjuder alla familjer i hemlighet; utan vänds den bara upp (BOR-12).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="137" />
            <source>Click a lit lot to collect there despite its police car: one of your members there goes to Fängelset (BOR-11).</source>
            <translation>Klicka på en upplyst tomt för att inkassera där trots polisbilen: en av era medlemmar där hamnar i Fängelset (BOR-11).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="143" />
            <source>Leave them alone</source>
            <translation>Låt dem vara</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="149" />
            <source>Click a lit lot for a new member: {price} on a lot you control ({most} a round), {prison} in Fängelset if you control it (BOR-14).</source>
            <translation>Klicka på en upplyst tomt för en ny medlem: {price} på en tomt ni kontrollerar ({most} per runda), {prison} i Fängelset om ni kontrollerar det (BOR-14).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="159" />
            <source>Done recruiting</source>
            <translation>Klar med rekryteringen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="169" />
            <source>As controller of {lot} you may stop {categories} from paying anyone this round (BOR-11). Click the lit {lot} or choose here.</source>
            <translation>Som kontrollant av {lot} kan ni hindra {categories} från att betala någon denna runda (BOR-11). Klicka på upplysta {lot} eller välj här.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="176" />
            <source>Block {categories}</source>
            <translation>Blockera {categories}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="182" />
            <source>Let {categories} be collected</source>
            <translation>Låt {categories} inkasseras</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="196" />
            <source>{attacker} plays {attack} against one of your members on {lot}. You hold {answer}: play it and the attack fails; both contacts go back to the table.</source>
            <translation>{attacker} spelar {attack} mot en av era medlemmar på {lot}. Ni har {answer}: spela den så misslyckas anfallet; båda kontakterna går tillbaka till bordet.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="208" />
            <source>Play {answer}</source>
            <translation>Spela {answer}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="214" />
            <source>Let it happen</source>
            <translation>Låt det ske</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="230" />
            <source>Move one member one step, play a contact, or pass (BOR-13).</source>
            <translation>Flytta en medlem ett steg, spela en kontakt eller passa (BOR-13).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="237" />
            <source>Play {contact}</source>
            <translation>Spela {contact}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="244" />
            <source>Strike {name}</source>
            <translation>Slå mot {name}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="250" />
            <source>Free only one</source>
            <translation>Befria bara en</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="252" />
            <source>Cancel</source>
            <translation>Avbryt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="255" />
            <source>Pass</source>
            <translation>Passa</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="261" />
            <source>No member may step now: play a contact or pass (BOR-13).</source>
            <translation>Ingen medlem kan flytta nu: spela en kontakt eller passa (BOR-13).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="264" />
            <source>Click a lit lot to step there, one step in any of 8 directions; face-down lots and Fängelset are not offered (BOR-13).</source>
            <translation>Klicka på en upplyst tomt för att gå dit, ett steg åt något av 8 håll; nedvända tomter och Fängelset erbjuds inte (BOR-13).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="268" />
            <source>Click one of your members (lots with a dashed light) to move it one step, click a contact you hold to play it, or pass (BOR-13).</source>
            <translation>Klicka på en av era medlemmar (tomter med streckat ljus) för att flytta den ett steg, klicka på en kontakt ni har för att spela den, eller passa (BOR-13).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="273" />
            <source>{contact}: several families stand there. Strike whom?</source>
            <translation>{contact}: flera familjer står där. Vem ska drabbas?</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="274" />
            <source>{contact}: click the lit lot to go to.</source>
            <translation>{contact}: klicka på den upplysta tomten att gå till.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="275" />
            <source>{contact}: click the second lot.</source>
            <translation>{contact}: klicka på den andra tomten.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="281" />
            <source>Lönnmördaren: click a lit lot, or one family&apos;s members on it.</source>
            <translation>Lönnmördaren: klicka på en upplyst tomt, eller på en familjs medlemmar där.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="283" />
            <source>FBI: click a lit lot, or one family&apos;s members on it.</source>
            <translation>FBI: klicka på en upplyst tomt, eller på en familjs medlemmar där.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="284" />
            <source>Mordbrännaren: click the face-up district to burn.</source>
            <translation>Mordbrännaren: klicka på den uppvända stadsdel som ska brännas.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="286" />
            <source>Polisbilen: click a lit lot for a new police car, or a lot with a car to move it.</source>
            <translation>Polisbilen: klicka på en upplyst tomt för en ny polisbil, eller på en tomt med bil för att flytta den.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="288" />
            <source>Advokaten: click where your first freed member goes.</source>
            <translation>Advokaten: klicka där er första frigivna medlem ska hamna.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="289" />
            <source>Informatören: click the face-down lots to look at.</source>
            <translation>Informatören: klicka på de nedvända tomter ni vill titta på.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="290" />
            <source>Smugglaren: click the member to smuggle, then where it goes.</source>
            <translation>Smugglaren: klicka på medlemmen som ska smugglas, sedan vart den ska.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_board.py" line="291" />
            <source>Polischefen: click the police car to remove.</source>
            <translation>Polischefen: klicka på polisbilen som ska bort.</translation>
        </message>
    </context>
    <context>
        <name>BorgataEnvelope</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="98" />
            <source>Empty this envelope</source>
            <translation>Töm det här kuvertet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="99" />
            <source>Delete the last digit</source>
            <translation>Radera sista siffran</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="100" />
            <source>Next envelope</source>
            <translation>Nästa kuvert</translation>
        </message>
    </context>
    <context>
        <name>BorgataLot</name>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_lot.py" line="121" />
            <source>blocked</source>
            <translation>blockerad</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_lot.py" line="233" />
            <source>pays nothing</source>
            <translation>ger inget</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_lot.py" line="238" />
            <source>blocks {category}</source>
            <translation>blockerar {category}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_lot.py" line="294" />
            <source>Kontrakt</source>
            <translation>Kontrakt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_lot.py" line="302" />
            <source>on offer</source>
            <translation>erbjuden</translation>
        </message>
    </context>
    <context>
        <name>BorgataOverlay</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_overlay.py" line="52" />
            <source>Back to the city</source>
            <translation>Tillbaka till staden</translation>
        </message>
    </context>
    <context>
        <name>BorgataResults</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_adapters.py" line="25" />
            <source>Lot value</source>
            <translation>Tomtvärde</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_adapters.py" line="26" />
            <source>Members in the city</source>
            <translation>Medlemmar i staden</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_adapters.py" line="27" />
            <source>Money</source>
            <translation>Pengar</translation>
        </message>
    </context>
    <context>
        <name>BorgataReveal</name>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="71" />
            <source>The contract bids are opened</source>
            <translation>Kontraktsbuden öppnas</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="73" />
            <source>The envelopes are opened</source>
            <translation>Kuverten öppnas</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="79" />
            <source>The single highest bid wins the contract and is paid to the bank; a tie or no bid turns the lot up (BOR-12).</source>
            <translation>Det enskilt högsta budet vinner kontraktet och betalas till banken; lika bud eller inget bud vänder upp tomten (BOR-12).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="84" />
            <source>Alt 1: the single highest envelope wins each contact, and every envelope is paid to the bank, won or not (BOR-10).</source>
            <translation>Alt 1: det enskilt högsta kuvertet vinner varje kontakt, och alla kuvert betalas till banken, vunna eller inte (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="89" />
            <source>Alt 2: the single highest envelope wins each contact and only the winning envelope is paid; the others come back. A tie or $0 wins nothing (BOR-10).</source>
            <translation>Alt 2: det enskilt högsta kuvertet vinner varje kontakt och bara det vinnande kuvertet betalas; de andra kommer tillbaka. Lika eller $0 vinner inget (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="110" />
            <source>Open all now</source>
            <translation>Öppna alla nu</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="135" />
            <source>The contract</source>
            <translation>Kontraktet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="174" />
            <source>Contact</source>
            <translation>Kontakt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="191" />
            <source>Result</source>
            <translation>Resultat</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="265" />
            <source>{name} wins it</source>
            <translation>{name} vinner den</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="267" />
            <source>{name} wins and pays {amount}</source>
            <translation>{name} vinner och betalar {amount}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="271" />
            <source>Tie at {amount}: nobody gets it</source>
            <translation>Lika på {amount}: ingen får den</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="273" />
            <source>No money offered: nobody gets it</source>
            <translation>Inga pengar budade: ingen får den</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_reveal.py" line="279" />
            <source>Paid to the bank: {list}</source>
            <translation>Betalt till banken: {list}</translation>
        </message>
    </context>
    <context>
        <name>BorgataScene</name>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="220" />
            <source>Click to choose this lot.</source>
            <translation>Klicka för att välja den här tomten.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="222" />
            <source>Click to pick up from here.</source>
            <translation>Klicka för att ta härifrån.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="224" />
            <source>Picked. Click again to undo the pick.</source>
            <translation>Vald. Klicka igen för att ångra valet.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="228" />
            <source>Not possible: {why}</source>
            <translation>Inte möjligt: {why}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata.py" line="229" />
            <source>Not offered now.</source>
            <translation>Erbjuds inte nu.</translation>
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
            <translation>Visa belopp</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="203" />
            <source>Only while nobody else can see the screen</source>
            <translation>Bara när ingen annan ser skärmen</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="208" />
            <source>Seal my bid</source>
            <translation>Förslut mitt bud</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="208" />
            <source>Seal my envelopes</source>
            <translation>Förslut mina kuvert</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="257" />
            <source>The highest single bid wins the contract and is paid to the bank; your new member then waits on the face-down lot (BOR-12).</source>
            <translation>Det enskilt högsta budet vinner kontraktet och betalas till banken; er nya medlem väntar sedan på den nedvända tomten (BOR-12).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="262" />
            <source>The highest single envelope wins each contact. Alt 1: every envelope is paid to the bank, won or not (BOR-10).</source>
            <translation>Det enskilt högsta kuvertet vinner varje kontakt. Alt 1: alla kuvert betalas till banken, vunna eller inte (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="267" />
            <source>The highest single envelope wins each contact. Alt 2: only winning envelopes are paid; the others come back (BOR-10).</source>
            <translation>Det enskilt högsta kuvertet vinner varje kontakt. Alt 2: bara vinnande kuvert betalas; de andra kommer tillbaka (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="280" />
            <source>The contract on {lot}</source>
            <translation>Kontraktet på {lot}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="281" />
            <source>Your sealed bid (BOR-12)</source>
            <translation>Ert förslutna bud (BOR-12)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="302" />
            <source>contract {amount}</source>
            <translation>kontrakt {amount}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="304" />
            <source>no contract</source>
            <translation>inget kontrakt</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="307" />
            <source>{lot} is {name}: {category}, value {value}, {deal}</source>
            <translation>{lot} är {name}: {category}, värde {value}, {deal}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="316" />
            <source>Your informant told you (only you see this):</source>
            <translation>Er informatör berättade (bara ni ser detta):</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="324" />
            <source>Keypad for the envelope on {name}</source>
            <translation>Knappsats för kuvertet på {name}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="337" />
            <source>Hide amounts</source>
            <translation>Dölj belopp</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="348" />
            <source>Your bid: {total} of your {cash}</source>
            <translation>Ert bud: {total} av era {cash}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="350" />
            <source>In your envelopes: {total} of your {cash}</source>
            <translation>I era kuvert: {total} av era {cash}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="357" />
            <source>Too much: you have only {cash}. Lower your bid before you seal.</source>
            <translation>För mycket: ni har bara {cash}. Sänk budet innan ni försluter.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/dialogs/borgata_sheet.py" line="364" />
            <source>Too much: your envelopes hold more than your {cash}. Take some money out before you seal.</source>
            <translation>För mycket: era kuvert rymmer mer än era {cash}. Ta ut lite pengar innan ni försluter.</translation>
        </message>
    </context>
    <context>
        <name>BorgataSide</name>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="52" />
            <source>A round has five phases: Kontakter (BOR-10), Inkassera (BOR-11), Kontrakt (BOR-12), Mobilisera (BOR-13) and Rekrytera (BOR-14).</source>
            <translation>En runda har fem faser: Kontakter (BOR-10), Inkassera (BOR-11), Kontrakt (BOR-12), Mobilisera (BOR-13) och Rekrytera (BOR-14).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="73" />
            <source>Round</source>
            <translation>Runda</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="138" />
            <source>Status orders play: total value of controlled lots, then members in the city, then money, then seat (BOR-07). A family wins at once by controlling Stadshuset and the four corner lots, by being the only family left in the city, or by controlling lots worth {target} (BOR-09).</source>
            <translation>Status avgör turordningen: kontrollerade tomters totala värde, sedan medlemmar i staden, sedan pengar, sedan plats (BOR-07). En familj vinner direkt genom att kontrollera Stadshuset och de fyra hörntomterna, genom att vara den enda familjen kvar i staden, eller genom att kontrollera tomter värda {target} (BOR-09).</translation>
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
            <translation>Vinst: Stadshuset + 4 hörn · sista familjen i staden · tomter värda {n}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="227" />
            <source>{n} in city</source>
            <translation>{n} i staden</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="232" />
            <source>Police cars {n}/{limit}</source>
            <translation>Polisbilar {n}/{limit}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="235" />
            <source>District deck {n}</source>
            <translation>Stadsdelslek {n}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="237" />
            <source>Alt 1: every envelope is paid</source>
            <translation>Alt 1: alla kuvert betalas</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="239" />
            <source>Alt 2: only winning envelopes are paid</source>
            <translation>Alt 2: bara vinnande kuvert betalas</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="337" />
            <source>response</source>
            <translation>svar</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="355" />
            <source>in the envelopes</source>
            <translation>i kuverten</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="357" />
            <source>on the table</source>
            <translation>på bordet</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_side.py" line="395" />
            <source>{name} rules the city</source>
            <translation>{name} styr staden</translation>
        </message>
    </context>
    <context>
        <name>BorgataText</name>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="28" />
            <source>Opening</source>
            <translation>Öppning</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="41" />
            <source>{name} {n} ({m} moved this round)</source>
            <translation>{name} {n} ({m} har flyttat denna runda)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="48" />
            <source>Nobody stands here.</source>
            <translation>Ingen står här.</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="49" />
            <source>Members: {list}</source>
            <translation>Medlemmar: {list}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="57" />
            <source>Nobody controls Fängelset (BOR-15).</source>
            <translation>Ingen kontrollerar Fängelset (BOR-15).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="58" />
            <source>Controlled by {name} (BOR-15).</source>
            <translation>Kontrolleras av {name} (BOR-15).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="62" />
            <source>Controlled by {name}: only its members stand here (BOR-07).</source>
            <translation>Kontrolleras av {name}: bara deras medlemmar står här (BOR-07).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="66" />
            <source>Several families stand here: they fight when Mobilisera ends (BOR-08).</source>
            <translation>Flera familjer står här: de strider när Mobilisera är slut (BOR-08).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="70" />
            <source>Nobody controls it (BOR-07).</source>
            <translation>Ingen kontrollerar den (BOR-07).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="74" />
            <source>A face-down lot · {label}</source>
            <translation>En nedvänd tomt · {label}</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="77" />
            <source>Its back shows a contract mark: it can be offered as a contract in Kontrakt (BOR-12); the winner&apos;s new member waits here and the contract pays when the lot turns up (BOR-10).</source>
            <translation>Baksidan har ett kontraktsmärke: den kan erbjudas som kontrakt i Kontrakt (BOR-12); vinnarens nya medlem väntar här och kontraktet betalas när tomten vänds upp (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="86" />
            <source>Its back shows no contract mark: named in Kontrakt, it simply turns up (BOR-12).</source>
            <translation>Baksidan har inget kontraktsmärke: utsedd i Kontrakt vänds den bara upp (BOR-12).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="92" />
            <source>Nobody steps onto a face-down lot (BOR-13); what lies beneath stays hidden until it turns up (BOR-27).</source>
            <translation>Ingen går in på en nedvänd tomt (BOR-13); vad som döljer sig förblir hemligt tills den vänds upp (BOR-27).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="101" />
            <source>{name}&apos;s contract member waits here until the next Kontakter (BOR-10).</source>
            <translation>{name}s kontraktsmedlem väntar här till nästa Kontakter (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="107" />
            <source>Offered as this round&apos;s contract (BOR-12).</source>
            <translation>Erbjuden som rundans kontrakt (BOR-12).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="119" />
            <source>Value 5 · collecting pays {income} (BOR-03, BOR-11)</source>
            <translation>Värde 5 · inkassering ger {income} (BOR-03, BOR-11)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="124" />
            <source>Value 5 for the family that controls it (BOR-03)</source>
            <translation>Värde 5 för familjen som kontrollerar det (BOR-03)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="129" />
            <source>Fängelset pays nothing. The family with most members here controls it; a tie keeps the former controller (BOR-15). Nobody walks in (BOR-13) and no conflict happens here (BOR-08); its controller may recruit one more member here for {price} (BOR-14).</source>
            <translation>Fängelset ger inget. Familjen med flest medlemmar här kontrollerar det; vid lika behåller den tidigare kontrollanten det (BOR-15). Ingen går in (BOR-13) och här blir ingen konflikt (BOR-08); kontrollanten kan rekrytera en medlem till här för {price} (BOR-14).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="138" />
            <source>Its controller may block {categories} from collection each round (BOR-11). A value-5 lot cannot be burnt (BOR-21).</source>
            <translation>Kontrollanten kan blockera inkassering från {categories} varje runda (BOR-11). En tomt med värde 5 kan inte brännas (BOR-21).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="146" />
            <source>{category} · value {value} · collecting pays {income} (BOR-03)</source>
            <translation>{category} · värde {value} · inkassering ger {income} (BOR-03)</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="156" />
            <source>Lönnmördaren cannot strike the family that controls a {category} (BOR-17).</source>
            <translation>Lönnmördaren kan inte slå mot familjen som kontrollerar ett {category} (BOR-17).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="163" />
            <source>{category} is blocked this round: it pays nothing (BOR-11).</source>
            <translation>{category} är blockerat denna runda: det ger inget (BOR-11).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="171" />
            <source>A police car stands here: collecting here sends one member to Fängelset (BOR-11, BOR-22).</source>
            <translation>Här står en polisbil: inkassering här skickar en medlem till Fängelset (BOR-11, BOR-22).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="189" />
            <source>On the table: the highest single envelope in Kontakter wins it (BOR-10).</source>
            <translation>På bordet: det enskilt högsta kuvertet i Kontakter vinner den (BOR-10).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="196" />
            <source>Held by {name}: offered to {name} at once when the attack it answers strikes (BOR-27).</source>
            <translation>Hos {name}: erbjuds {name} direkt när anfallet den besvarar slår till (BOR-27).</translation>
        </message>
        <message>
            <location filename="../../stadsliv_qt/ui/scenes/borgata_text.py" line="204" />
            <source>Held by {name}: played in Mobilisera instead of a step, then it goes back to the table (BOR-13).</source>
            <translation>Hos {name}: spelas i Mobilisera i stället för ett steg och går sedan tillbaka till bordet (BOR-13).</translation>
        </message>
    </context>
</TS>
