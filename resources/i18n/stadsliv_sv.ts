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
</TS>
